//! `/pente games [player]`: every game of yours in play in this server, the
//! ones waiting for you first (most urgent first), then the others, then the
//! open challenges to you and by you; with a player named, their games, for
//! spectators. Each game links to its newest board; a select menu shows one
//! game's board privately. (`kit/games.rs` is something else: games looked
//! up by number for replays.)

use super::kit::defer::{say_privately, within, Seen};
use super::kit::draw::board_file;
use super::kit::languages::private_lang;
use super::kit::message_fit::{top_lines, MESSAGE_LIMIT};
use super::kit::notify::jump_link;
use super::kit::{guild_of, mentions, private_response, Context, Data, Error, READ_FAILED};
use crate::locale::Lang;
use crate::session::{clock::relative_time, Table};
use crate::store::LiveGame;
use crate::tr;
use poise::serenity_prelude as serenity;
use std::collections::HashMap;
use std::time::SystemTime;

/// The select menu's custom id: `pente-games:<invoker>`.
pub const GAMES: &str = "pente-games:";

/// Options in a select menu, at most (Discord's limit).
const MENU_OPTIONS: usize = 25;

/// One game as listed.
#[derive(Debug, Clone, PartialEq)]
pub struct Listed {
    pub game: LiveGame,
    /// Who is to act now, if known (a person or the bot).
    pub to_act: Option<(u64, String)>,
    pub deadline: Option<SystemTime>,
}

impl Listed {
    fn opponent_of(&self, user: u64) -> &crate::session::Player {
        if self.game.challenger.id == user {
            &self.game.opponent
        } else {
            &self.game.challenger
        }
    }

    fn variant(&self) -> &'static str {
        self.game.variant.map_or("?", |v| v.name())
    }

    fn link(&self, guild: u64) -> String {
        let message = if self.game.challenge {
            self.game.challenge_message
        } else {
            self.game.board_message
        };
        jump_link(guild, self.game.channel_id, message)
    }

    fn tournament(&self) -> String {
        self.game
            .tournament
            .as_ref()
            .map_or_else(String::new, |t| format!(" · 🏆 {t}"))
    }
}

/// The order of a player's own list: their games to move (soonest due
/// first), then the others' (soonest due first), then challenges to them,
/// then their own challenges.
pub fn order_for(user: u64, games: &mut [Listed]) {
    let rank = |l: &Listed| match (l.game.challenge, l.game.opponent.id == user) {
        (true, true) => 2,
        (true, false) => 3,
        (false, _) if l.to_act.as_ref().is_some_and(|(id, _)| *id == user) => 0,
        (false, _) => 1,
    };
    games.sort_by_key(|l| (rank(l), l.deadline.is_none(), l.deadline, l.game.id));
}

/// The lines of `user`'s own list, in order.
pub fn own_lines(lang: Lang, user: u64, guild: u64, games: &[Listed]) -> Vec<String> {
    games
        .iter()
        .enumerate()
        .map(|(i, l)| {
            let n = i + 1;
            let opponent = l.opponent_of(user).name.as_str();
            let (variant, link) = (l.variant(), l.link(guild));
            let channel = format!("<#{}>", l.game.channel_id);
            if l.game.challenge {
                let expires = relative_time(l.game.expires_at);
                return if l.game.opponent.id == user {
                    tr!(
                        lang,
                        "long-games-challenge-to-you",
                        n = n,
                        opponent = opponent,
                        variant = variant,
                        channel = channel,
                        link = link,
                        expires = expires
                    )
                } else {
                    tr!(
                        lang,
                        "long-games-your-challenge",
                        n = n,
                        opponent = opponent,
                        variant = variant,
                        channel = channel,
                        link = link,
                        expires = expires
                    )
                };
            }
            let whose = match &l.to_act {
                Some((id, _)) if *id == user => tr!(lang, "long-games-your-move"),
                Some((_, name)) => tr!(lang, "long-games-their-move", name = name.as_str()),
                None => tr!(lang, "long-games-in-play"),
            };
            let due = l.deadline.map_or_else(String::new, |d| {
                format!(
                    " · {}",
                    tr!(lang, "long-games-due", when = relative_time(d))
                )
            });
            tr!(
                lang,
                "long-games-line",
                n = n,
                whose = whose,
                opponent = opponent,
                variant = variant,
                channel = channel,
                link = link,
                due = due,
                tournament = l.tournament()
            )
        })
        .collect()
}

/// The lines of another player's games, for spectators: no deadlines, no
/// challenges.
pub fn spectator_lines(lang: Lang, guild: u64, games: &[Listed]) -> Vec<String> {
    games
        .iter()
        .filter(|l| !l.game.challenge)
        .enumerate()
        .map(|(i, l)| {
            let whose = l.to_act.as_ref().map_or_else(
                || tr!(lang, "long-games-in-play"),
                |(_, name)| tr!(lang, "long-games-to-move", name = name.as_str()),
            );
            tr!(
                lang,
                "long-games-spectator-line",
                n = i + 1,
                white = l.game.challenger.name.as_str(),
                black = l.game.opponent.name.as_str(),
                variant = l.variant(),
                channel = format!("<#{}>", l.game.channel_id),
                link = l.link(guild),
                whose = whose,
                tournament = l.tournament()
            )
        })
        .collect()
}

/// What the channel holds now, without waiting for a change in progress.
fn table_now(data: &Data, channel: u64) -> Option<Table> {
    match data.channels.try_peek(channel) {
        Some(table) => table,
        None => data.channels.last_set(channel),
    }
}

/// `user`'s games in `guild`, with whose move and the deadline as memory
/// has them (the database's deadline when memory doesn't hold the game).
pub async fn listed(data: &Data, guild: u64, user: u64) -> Result<Vec<Listed>, Error> {
    let games = data.store.live_games_of(guild, user).await?;
    Ok(games
        .into_iter()
        .map(|game| {
            let (to_act, deadline) = match table_now(data, game.channel_id) {
                Some(Table::Match(m)) if m.id == game.id => {
                    let who = m.player(m.game.placer());
                    (Some((who.id, who.name.clone())), m.clock.deadline)
                }
                _ => (None, game.deadline),
            };
            Listed {
                game,
                to_act,
                deadline,
            }
        })
        .collect())
}

/// Show your games in play in this server (or a player's), the ones waiting for you first
#[poise::command(slash_command, guild_only)]
pub async fn games(
    ctx: Context<'_>,
    #[description = "Whose games to show (yours if left out)"] player: Option<serenity::User>,
) -> Result<(), Error> {
    let data = ctx.data();
    let guild = guild_of(&ctx);
    let me = ctx.author().id.get();
    let (user, own) = match &player {
        Some(p) if p.id.get() != me => (p.id.get(), false),
        _ => (me, true),
    };
    let found = within(ctx, Seen::Invoker, async {
        let games = listed(data, guild, user).await?;
        Ok::<_, Error>(if own {
            (games, 0)
        } else {
            seen_by(ctx, games).await
        })
    })
    .await;
    let (mut games, unchecked) = match found {
        Ok(games) => games,
        Err(e) => {
            tracing::error!(user, "reading a player's games failed: {e:#}");
            return say_privately(ctx, READ_FAILED).await;
        }
    };
    order_for(user, &mut games);
    let lang = private_lang(&ctx);
    let (header, lines) = if own {
        let waiting = games
            .iter()
            .filter(|l| !l.game.challenge && l.to_act.as_ref().is_some_and(|(id, _)| *id == me))
            .count();
        let header = match games.len() {
            0 => tr!(lang, "long-games-none"),
            _ => tr!(lang, "long-games-header", waiting = waiting),
        };
        (header, own_lines(lang, user, guild, &games))
    } else {
        let name = player.as_ref().map_or_else(String::new, |p| {
            p.global_name.clone().unwrap_or_else(|| p.name.clone())
        });
        let lines = spectator_lines(lang, guild, &games);
        let mut header = match lines.len() {
            0 => tr!(lang, "long-games-of-none", name = name.as_str()),
            n => tr!(lang, "long-games-of-header", name = name.as_str(), n = n),
        };
        header.push_str(&unchecked_note(lang, unchecked));
        (header, lines)
    };
    let text = top_lines(&header, &lines, MESSAGE_LIMIT, |n| {
        tr!(lang, "long-games-more", n = n)
    });
    let mut reply = poise::CreateReply::default()
        .content(text)
        .ephemeral(true)
        .allowed_mentions(mentions(&[]));
    // The menu shows boards: your own games only, whose channels you play in.
    if let Some(menu) = menu(lang, me, &games).filter(|_| own) {
        reply = reply.components(vec![menu]);
    }
    ctx.send(reply).await?;
    Ok(())
}

/// Channels looked up on Discord for one spectator list, at most: those
/// the cache doesn't hold (an archived thread); beyond, a game is counted as
/// not checked, and the reply says how many were.
const CHANNEL_LOOKUPS: usize = 25;

/// Whether the asker may see a game's channel.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Sight {
    Seen,
    Hidden,
    /// Not learned: the lookups for this list ran out.
    Unchecked,
}

/// A channel asked for: found, gone (or not the server's), or not looked
/// up (the lookups ran out).
enum Looked {
    Found(Box<serenity::GuildChannel>),
    Gone,
    Unchecked,
}

/// The games among `games` the asker may see listed, by the `sights` of
/// the others' games (by game id), and how many could not be checked.
/// Challenges are left out; a player sees their own games wherever they are.
fn seen_among(
    games: Vec<Listed>,
    asker: u64,
    sights: &HashMap<u64, Sight>,
) -> (Vec<Listed>, usize) {
    let mut shown = Vec::new();
    let mut unchecked = 0;
    for l in games {
        if l.game.challenge {
            continue;
        }
        if plays(&l, asker) {
            shown.push(l);
            continue;
        }
        match sights.get(&l.game.id) {
            Some(Sight::Seen) => shown.push(l),
            Some(Sight::Unchecked) => unchecked += 1,
            Some(Sight::Hidden) | None => {}
        }
    }
    (shown, unchecked)
}

fn plays(l: &Listed, user: u64) -> bool {
    l.game.challenger.id == user || l.game.opponent.id == user
}

/// The games among `games` the asker may see listed (see [`seen_among`]):
/// those in channels where Discord lets them view the channel, reckoned
/// from their roles, the server's roles and the channel's overwrites (a
/// public thread's are its parent channel's). A game in a private thread is
/// listed to its players only, and one whose channel is gone not at all.
async fn seen_by(ctx: Context<'_>, games: Vec<Listed>) -> (Vec<Listed>, usize) {
    let asker = ctx.author().id.get();
    let Some(member) = ctx.author_member().await.map(|m| m.into_owned()) else {
        let own = games.into_iter().filter(|l| plays(l, asker)).collect();
        return (own, 0);
    };
    let mut known = HashMap::new();
    let mut lookups = CHANNEL_LOOKUPS;
    let mut sights = HashMap::new();
    for l in games
        .iter()
        .filter(|l| !l.game.challenge && !plays(l, asker))
    {
        let sight = sight_of(ctx, l.game.channel_id, &member, &mut known, &mut lookups).await;
        sights.insert(l.game.id, sight);
    }
    seen_among(games, asker, &sights)
}

/// Whether `member` may see channel `id` (a public thread's parent).
async fn sight_of(
    ctx: Context<'_>,
    id: u64,
    member: &serenity::Member,
    known: &mut HashMap<u64, Option<serenity::GuildChannel>>,
    lookups: &mut usize,
) -> Sight {
    let channel = match channel_of(ctx, id, known, lookups).await {
        Looked::Found(channel) => channel,
        Looked::Gone => return Sight::Hidden,
        Looked::Unchecked => return Sight::Unchecked,
    };
    let place = match channel.kind {
        serenity::ChannelType::PrivateThread => return Sight::Hidden,
        serenity::ChannelType::PublicThread | serenity::ChannelType::NewsThread => {
            let Some(parent) = channel.parent_id else {
                return Sight::Hidden;
            };
            match channel_of(ctx, parent.get(), known, lookups).await {
                Looked::Found(parent) => parent,
                Looked::Gone => return Sight::Hidden,
                Looked::Unchecked => return Sight::Unchecked,
            }
        }
        _ => channel,
    };
    let can_view = ctx
        .guild()
        .is_some_and(|g| g.user_permissions_in(&place, member).view_channel());
    if can_view {
        Sight::Seen
    } else {
        Sight::Hidden
    }
}

/// Channel `id` of the asker's server: from the cache, else asked of
/// Discord while `lookups` last; remembered in `known` for the next game.
async fn channel_of(
    ctx: Context<'_>,
    id: u64,
    known: &mut HashMap<u64, Option<serenity::GuildChannel>>,
    lookups: &mut usize,
) -> Looked {
    let looked = |c: Option<serenity::GuildChannel>| match c {
        Some(channel) => Looked::Found(Box::new(channel)),
        None => Looked::Gone,
    };
    if let Some(channel) = known.get(&id) {
        return looked(channel.clone());
    }
    let wanted = serenity::ChannelId::new(id);
    let cached = ctx.guild().and_then(|g| {
        g.channels
            .get(&wanted)
            .or_else(|| g.threads.iter().find(|t| t.id == wanted))
            .cloned()
    });
    let found = match cached {
        Some(channel) => Some(channel),
        None if *lookups > 0 => {
            *lookups -= 1;
            match ctx.http().get_channel(wanted).await {
                Ok(serenity::Channel::Guild(channel)) => Some(channel),
                Ok(_) => None,
                Err(e) => {
                    tracing::debug!(channel = id, "looking a channel up failed: {e}");
                    None
                }
            }
        }
        None => return Looked::Unchecked,
    };
    known.insert(id, found.clone());
    looked(found)
}

/// What the reply says of games whose channels could not be checked: a
/// line of its own, or nothing.
fn unchecked_note(lang: Lang, unchecked: usize) -> String {
    match unchecked {
        0 => String::new(),
        n => format!("\n{}", tr!(lang, "long-games-unchecked", n = n)),
    }
}

/// A select menu of `user`'s games (not the challenges), to see one's board.
fn menu(lang: Lang, user: u64, games: &[Listed]) -> Option<serenity::CreateActionRow> {
    let options: Vec<serenity::CreateSelectMenuOption> = games
        .iter()
        .filter(|l| !l.game.challenge)
        .take(MENU_OPTIONS)
        .map(|l| {
            let label = tr!(
                lang,
                "long-games-menu-vs",
                opponent = l.opponent_of(user).name.as_str(),
                variant = l.variant()
            );
            let mut option = serenity::CreateSelectMenuOption::new(
                truncate(&label, 100),
                l.game.channel_id.to_string(),
            );
            if let Some((_, name)) = &l.to_act {
                let to_move = tr!(lang, "long-games-to-move", name = name.as_str());
                option = option.description(truncate(&to_move, 100));
            }
            option
        })
        .collect();
    if options.is_empty() {
        return None;
    }
    let menu = serenity::CreateSelectMenu::new(
        format!("{GAMES}{user}"),
        serenity::CreateSelectMenuKind::String { options },
    )
    .placeholder(tr!(lang, "long-games-menu-placeholder"));
    Some(serenity::CreateActionRow::SelectMenu(menu))
}

fn truncate(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_string();
    }
    let mut cut: String = text.chars().take(max - 1).collect();
    cut.push('…');
    cut
}

/// A game picked in the menu: its board, privately (as `/pente board` in
/// its channel shows it, without the buttons, which act where they are).
pub async fn on_select(
    ctx: &serenity::Context,
    press: &serenity::ComponentInteraction,
    data: &Data,
    rest: &str,
) -> Result<(), Error> {
    let presser = press.user.id.get();
    let lang = super::kit::languages::press_private_lang(data, press);
    if rest.parse::<u64>().ok() != Some(presser) {
        let text = tr!(lang, "long-games-menu-not-yours");
        press
            .create_response(&ctx.http, private_response(text))
            .await?;
        return Ok(());
    }
    let channel = match &press.data.kind {
        serenity::ComponentInteractionDataKind::StringSelect { values } => {
            values.first().and_then(|v| v.parse::<u64>().ok())
        }
        _ => None,
    };
    let m = match channel.and_then(|c| table_now(data, c)) {
        Some(Table::Match(m)) if m.color_of(presser).is_some() => m,
        _ => {
            let text = tr!(lang, "long-games-menu-gone");
            press
                .create_response(&ctx.http, private_response(text))
                .await?;
            return Ok(());
        }
    };
    press
        .create_response(
            &ctx.http,
            serenity::CreateInteractionResponse::Defer(
                serenity::CreateInteractionResponseMessage::new().ephemeral(true),
            ),
        )
        .await?;
    let png = data.drawing.board(&m, lang).await?;
    let moves = m.game.moves().len();
    let text = tr!(
        lang,
        "long-games-menu-board",
        channel = format!("<#{}>", channel.unwrap_or_default()),
        white = m.white.mention(),
        black = m.black.mention(),
        moves = moves,
        status = m.status(lang)
    );
    press
        .create_followup(
            &ctx.http,
            serenity::CreateInteractionResponseFollowup::new()
                .content(text)
                .add_file(board_file(png))
                .ephemeral(true)
                .allowed_mentions(mentions(&[])),
        )
        .await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::Player;
    use std::time::{Duration, UNIX_EPOCH};

    fn game(id: u64, opponent: u64, to_act: Option<u64>, due: Option<u64>) -> Listed {
        Listed {
            game: LiveGame {
                id,
                channel_id: 100 + id,
                challenge: false,
                challenger: Player::new(1, "me"),
                opponent: Player::new(opponent, format!("p{opponent}")),
                variant: Some(crate::game::Variant::Pente),
                computer: false,
                challenge_message: None,
                board_message: Some(900 + id),
                deadline: None,
                expires_at: UNIX_EPOCH,
                tournament: None,
            },
            to_act: to_act.map(|id| (id, format!("p{id}"))),
            deadline: due.map(|s| UNIX_EPOCH + Duration::from_secs(s)),
        }
    }

    #[test]
    fn games_waiting_for_you_come_first_most_urgent_first() {
        let mut challenge_to_me = game(5, 2, None, None);
        challenge_to_me.game.challenge = true;
        challenge_to_me.game.challenger = Player::new(2, "p2");
        challenge_to_me.game.opponent = Player::new(1, "me");
        let mut mine = game(6, 3, None, None);
        mine.game.challenge = true;
        let mut games = vec![
            mine,
            game(1, 2, Some(2), Some(50)),
            challenge_to_me,
            game(2, 3, Some(1), Some(300)),
            game(3, 4, Some(1), Some(200)),
            game(4, 5, Some(5), Some(10)),
        ];
        order_for(1, &mut games);
        let ids: Vec<u64> = games.iter().map(|l| l.game.id).collect();
        assert_eq!(ids, vec![3, 2, 4, 1, 5, 6]);
        let lines = own_lines(Lang::ENGLISH, 1, 7, &games);
        assert!(
            lines[0].starts_with("1. **Your move** vs **p4**"),
            "{}",
            lines[0]
        );
        assert!(lines[0].contains("[board](https://discord.com/channels/7/103/903)"));
        assert!(lines[0].contains("due <t:200:R>"));
        assert!(
            lines[2].starts_with("3. p5's move vs **p5**"),
            "{}",
            lines[2]
        );
        assert!(lines[4].contains("Challenge from p2"), "{}", lines[4]);
        assert!(
            lines[5].contains("Your challenge to **p3**"),
            "{}",
            lines[5]
        );
    }

    #[test]
    fn spectators_see_games_without_deadlines_or_challenges() {
        let mut challenge = game(5, 2, None, None);
        challenge.game.challenge = true;
        let mut in_tournament = game(1, 2, Some(2), Some(50));
        in_tournament.game.tournament = Some("Winter Cup".into()); // untranslated: a name
        let lines = spectator_lines(Lang::ENGLISH, 7, &[in_tournament, challenge]);
        assert_eq!(lines.len(), 1);
        assert!(!lines[0].contains("<t:"), "{}", lines[0]);
        assert!(lines[0].contains("p2 to move"), "{}", lines[0]);
        assert!(lines[0].ends_with("🏆 Winter Cup"), "{}", lines[0]);
    }

    #[test]
    fn games_whose_channels_are_not_checked_are_counted_and_said() {
        // 30 games of p2 in channels 100.., two of them with the asker (1).
        let mut games: Vec<Listed> = (0..30).map(|i| game(i, 2, Some(2), Some(i))).collect();
        for l in &mut games {
            l.game.challenger = Player::new(2, "p2");
            l.game.opponent = Player::new(3, "p3");
            l.game.channel_id = 100 + l.game.id;
        }
        games[28].game.opponent = Player::new(1, "me");
        games[29].game.challenger = Player::new(1, "me");
        // Channels looked up while lookups last (odd ones hidden), then not.
        let sights: HashMap<u64, Sight> = (0..28)
            .map(|id| {
                let sight = match id {
                    25.. => Sight::Unchecked,
                    _ if id % 2 == 0 => Sight::Seen,
                    _ => Sight::Hidden,
                };
                (id, sight)
            })
            .collect();
        let (shown, unchecked) = seen_among(games, 1, &sights);
        assert_eq!(unchecked, 3, "28 others' games, 25 looked up");
        let ids: Vec<u64> = shown.iter().map(|l| l.game.id).collect();
        let mut expected: Vec<u64> = (0..25).filter(|i| i % 2 == 0).collect();
        expected.extend([28, 29]);
        assert_eq!(ids, expected, "their own games are never counted");
        assert_eq!(
            unchecked_note(Lang::ENGLISH, 3),
            "\n… and 3 more games whose channels I could not check."
        );
        assert_eq!(unchecked_note(Lang::ENGLISH, 0), "");
        for lang in Lang::all() {
            assert!(unchecked_note(lang, 1).len() > 10, "{}", lang.code());
        }
    }

    #[test]
    fn the_menu_lists_at_most_25_games() {
        let games: Vec<Listed> = (0..30).map(|i| game(i, 2, Some(1), Some(i))).collect();
        assert!(menu(Lang::ENGLISH, 1, &games).is_some());
        assert!(menu(Lang::ENGLISH, 1, &[]).is_none());
        assert_eq!(truncate("abcdef", 4), "abc…");
    }
}
