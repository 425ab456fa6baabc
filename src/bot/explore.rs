//! `/pente explore`: the opening explorer. A private picture of a position
//! with the moves played from it marked (the strong games of pente.org, or
//! this server's), a table of them, example games, a menu to go one move
//! deeper, Back, Start, and Share to post the view for everyone. Only the
//! asker can press its buttons; a position of a game being played (in any
//! server) is refused, with the positions just past it.

use super::kit::buttons::not_mine;
use super::kit::defer::{press_within, say_privately, tell_presser, update_pressed, within, Seen};
use super::kit::explore::{game_in_play_on_path, Note, View, EXPLORE};
use super::kit::games::game_number;
use super::kit::languages::{press_private_lang, press_public_lang, private_lang};
use super::kit::{mentions, read_failed, reply_private, Context, Data, Error, VariantOption};
use crate::explore::report::{self, number, Source};
use crate::explore::{strong, Answer, Departure};
use crate::game::{Action, Game, Point, Variant};
use crate::locale::Lang;
use crate::render::{ExploreMark, ExplorerPicture};
use crate::store::GameInGuild;
use crate::tr;
use poise::serenity_prelude as serenity;

/// Where the games come from.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum SourceOption {
    #[name = "strong"]
    Strong,
    #[name = "server"]
    Server,
}

/// Options in the menu: Discord allows 25.
const MENU_OPTIONS: usize = 25;
/// Moves listed in the text before it only counts them.
const LISTED_MOVES: usize = 40;

/// The opening explorer: what strong players and this server played next
#[poise::command(slash_command, guild_only)]
pub async fn explore(
    ctx: Context<'_>,
    #[description = "The moves so far, like K10 L9 N10 (the start if you don't say)"] moves: Option<
        String,
    >,
    #[description = "The game of the family (Pente if you don't say)"] variant: Option<
        VariantOption,
    >,
    #[description = "Whose games: strong (pente.org's, Pente only) or this server's"]
    source: Option<SourceOption>,
    #[description = "A finished game's number, like #42: where it left the known games"]
    game: Option<String>,
) -> Result<(), Error> {
    let data = ctx.data();
    let guild = ctx.guild_id().map_or(0, |g| g.get());
    let owner = ctx.author().id.get();
    let lang = private_lang(&ctx);
    let asked_source = source.map(|s| match s {
        SourceOption::Strong => Source::Strong,
        SourceOption::Server => Source::Server,
    });
    let opened = match game.as_deref() {
        Some(number) => {
            if moves.is_some() {
                return reply_private(ctx, tr!(lang, "explore-moves-or-game")).await;
            }
            let Some(id) = game_number(number) else {
                return reply_private(ctx, tr!(lang, "explore-game-number")).await;
            };
            within(
                ctx,
                Seen::Invoker,
                from_game(data, guild, owner, id, asked_source, lang),
            )
            .await
        }
        None => {
            let variant: Variant = variant.map_or(Variant::Pente, Variant::from);
            let source = asked_source.unwrap_or(default_source(variant));
            if source == Source::Strong && variant != Variant::Pente {
                return reply_private(
                    ctx,
                    tr!(lang, "explore-strong-pente-only", variant = variant.name()),
                )
                .await;
            }
            match report::parse_position(variant, moves.as_deref().unwrap_or("")) {
                Ok(game) => Ok(View {
                    owner,
                    guild,
                    variant,
                    source,
                    actions: game.actions(),
                    note: None,
                    step: 0,
                }),
                Err(e) => return reply_private(ctx, e.text(lang)).await,
            }
        }
    };
    let view = match opened {
        Ok(view) => view,
        Err(text) => return say_privately(ctx, text).await,
    };
    let shown = within(ctx, Seen::Invoker, show(data, &view, lang)).await;
    let (text, png, answer) = match shown {
        Ok(shown) => shown,
        Err(why) => return say_privately(ctx, why.text(lang)).await,
    };
    let id = data.explorer.open(view.clone());
    let reply = poise::CreateReply::default()
        .ephemeral(true)
        .content(text)
        .attachment(serenity::CreateAttachment::bytes(png, "explore.png"))
        .components(components(id, &view, &answer, lang))
        .allowed_mentions(mentions(&[]));
    ctx.send(reply).await?;
    Ok(())
}

/// The strong games for Pente, which has them; the server's otherwise.
fn default_source(variant: Variant) -> Source {
    if variant == Variant::Pente {
        Source::Strong
    } else {
        Source::Server
    }
}

/// A view on finished game `id`: at the position where it left the known
/// games, saying so.
async fn from_game(
    data: &Data,
    guild: u64,
    owner: u64,
    id: u64,
    asked: Option<Source>,
    lang: Lang,
) -> Result<View, String> {
    let finished = match data.store.game_in_guild(id, guild).await {
        Ok(GameInGuild::Finished(f) | GameInGuild::Aborted(f)) => f,
        Ok(GameInGuild::Playing { .. }) => {
            return Err(tr!(lang, "explore-game-in-play", game = id))
        }
        Ok(GameInGuild::NeverStarted) => {
            return Err(tr!(lang, "explore-game-never-started", game = id))
        }
        Ok(GameInGuild::SetAside) => return Err(tr!(lang, "explore-game-no-replay", game = id)),
        Ok(GameInGuild::NotHere) => return Err(tr!(lang, "explore-game-not-here", game = id)),
        Err(e) => {
            tracing::error!(guild, "reading game {id} to explore failed: {e}");
            return Err(read_failed(lang));
        }
    };
    let variant = finished.variant;
    let source = asked.unwrap_or(default_source(variant));
    if source == Source::Strong && variant != Variant::Pente {
        return Err(tr!(
            lang,
            "explore-game-strong-pente-only",
            game = id,
            variant = variant.name()
        ));
    }
    let Some(actions) = finished
        .moves
        .iter()
        .map(|m| m.parse().ok())
        .collect::<Option<Vec<Action>>>()
    else {
        return Err(tr!(lang, "explore-game-no-replay", game = id));
    };
    let start = Game::of(variant, true);
    let departure = match source {
        Source::Strong => {
            let actions = actions.clone();
            tokio::task::spawn_blocking(move || {
                strong::index().departure(&Game::new(), &actions, None)
            })
            .await
            .map_err(|_| read_failed(lang))?
        }
        Source::Server => {
            let actions = actions.clone();
            data.explorer
                .with_server_index(&data.store, guild, variant, move |index| {
                    index.departure(&start, &actions, Some(id))
                })
                .await
                .map_err(|e| {
                    tracing::error!(guild, "reading the server's games to explore failed: {e:#}");
                    read_failed(lang)
                })?
        }
    };
    let kept = match departure {
        Departure::Left { stone, .. } => stone - 1,
        Departure::Stayed { stones } => stones,
    };
    // The moves up to the stone that left them (with the decisions
    // before it).
    let mut stones = 0;
    let shown: Vec<Action> = actions
        .into_iter()
        .take_while(|a| {
            if matches!(a, Action::Stone(_)) {
                stones += 1;
            }
            stones <= kept
        })
        .collect();
    Ok(View {
        owner,
        guild,
        variant,
        source,
        actions: shown,
        note: Some(Note {
            game: id,
            departure,
        }),
        step: 0,
    })
}

/// Why a view is not shown: data, told in the language of whoever sees it.
#[derive(Debug, Clone, Copy)]
enum NotShown {
    /// A game being played is at this position, or a move or two before it
    /// (not named: it may be in another server, or in a thread the asker
    /// can't see).
    InPlay,
    /// Reading or drawing failed (logged).
    Failed,
}

impl NotShown {
    fn text(self, lang: Lang) -> String {
        match self {
            NotShown::InPlay => tr!(lang, "explore-position-in-play"),
            NotShown::Failed => read_failed(lang),
        }
    }
}

/// The view's text and picture in `lang`, and what it found; or why it is
/// refused.
async fn show(data: &Data, view: &View, lang: Lang) -> Result<(String, Vec<u8>, Answer), NotShown> {
    let failed = |e: anyhow::Error| {
        tracing::error!(guild = view.guild, "reading for the explorer failed: {e}");
        NotShown::Failed
    };
    // The game is not named: it may be in another server, or in a thread
    // the asker can't see.
    if game_in_play_on_path(&data.store, view)
        .await
        .map_err(failed)?
        .is_some()
    {
        return Err(NotShown::InPlay);
    }
    let game = view.game();
    let answer = match view.source {
        Source::Strong => {
            let game = game.clone();
            tokio::task::spawn_blocking(move || strong::index().lookup(&game))
                .await
                .map_err(|_| NotShown::Failed)?
        }
        Source::Server => {
            let game = game.clone();
            data.explorer
                .with_server_index(&data.store, view.guild, view.variant, move |index| {
                    index.lookup(&game)
                })
                .await
                .map_err(failed)?
        }
    };
    let text = view_text(view, &game, &answer, lang);
    let marks: Vec<ExploreMark> = answer
        .moves
        .iter()
        .take(report::TOP)
        .map(|c| ExploreMark {
            point: c.point,
            share: answer.share(c),
            white_score: c.results.white_score(),
        })
        .collect();
    let (white, black, status) = report::picture_labels(&answer, lang);
    let png = data
        .drawing
        .run(move |pens| {
            pens.board.explorer_png(&ExplorerPicture {
                game: &game,
                marks: &marks,
                white_label: &white,
                black_label: &black,
                status: &status,
            })
        })
        .await
        .map_err(|e| {
            tracing::error!("drawing the explorer failed: {e:#}");
            NotShown::Failed
        })?;
    Ok((text, png, answer))
}

/// The message beside the picture: where it stands, how the games went,
/// the table of next moves and the example games.
fn view_text(view: &View, game: &Game, answer: &Answer, lang: Lang) -> String {
    let mut out = tr!(
        lang,
        "explore-title",
        variant = view.variant.name(),
        source = view.source.describe(lang)
    );
    if let Some(note) = &view.note {
        out.push('\n');
        out.push_str(&note.text(lang, view.source));
    }
    let count = game.actions().len();
    let next = report::next_text(lang, game);
    out.push('\n');
    out.push_str(&match count {
        0 => tr!(lang, "explore-at-start", next = next),
        n if n <= LISTED_MOVES => tr!(
            lang,
            "explore-after",
            moves = report::moves_text(game),
            count = n,
            next = next
        ),
        n => tr!(lang, "explore-after-many", count = n, next = next),
    });
    let games = answer.reached.games();
    if games == 0 {
        out.push('\n');
        out.push_str(&tr!(lang, "explore-no-games"));
        return out;
    }
    out.push('\n');
    out.push_str(&tr!(
        lang,
        "explore-reached",
        count = games,
        games = number(lang, u64::from(games)),
        results = report::results_line(answer, lang)
    ));
    if answer.moves.is_empty() {
        out.push('\n');
        out.push_str(&tr!(lang, "explore-no-move-played"));
    } else {
        out.push_str(&format!(
            "\n```\n{}\n```",
            report::table(answer, view.source, lang)
        ));
    }
    let examples = report::example_lines(answer, view.source, lang);
    if !examples.is_empty() {
        // A bold heading: a colon would need a space before it in French.
        let heading = match view.source {
            Source::Strong => tr!(lang, "explore-examples-strong"),
            Source::Server => tr!(lang, "explore-examples-server"),
        };
        out.push_str(&format!("\n**{heading}**"));
        for line in examples {
            out.push('\n');
            out.push_str(&line);
        }
    }
    out
}

/// The menu of next moves, Back, Start and Share.
fn components(id: u64, view: &View, answer: &Answer, lang: Lang) -> Vec<serenity::CreateActionRow> {
    let mut rows = Vec::new();
    if !answer.moves.is_empty() {
        let options = answer
            .moves
            .iter()
            .take(MENU_OPTIONS)
            .map(|c| {
                serenity::CreateSelectMenuOption::new(
                    tr!(
                        lang,
                        "explore-menu-option",
                        point = c.point.to_string(),
                        count = c.games(),
                        games = number(lang, u64::from(c.games())),
                        score = c.results.white_score()
                    ),
                    c.point.to_string(),
                )
            })
            .collect();
        rows.push(serenity::CreateActionRow::SelectMenu(
            serenity::CreateSelectMenu::new(
                format!("{EXPLORE}{id}:{}:go", view.step),
                serenity::CreateSelectMenuKind::String { options },
            )
            .placeholder(tr!(lang, "explore-menu-placeholder")),
        ));
    }
    let at_start = view.actions.is_empty();
    let button = |what: &str, label: String, style, disabled| {
        serenity::CreateButton::new(format!("{EXPLORE}{id}:{}:{what}", view.step))
            .label(label)
            .style(style)
            .disabled(disabled)
    };
    use serenity::ButtonStyle::{Primary, Secondary};
    rows.push(serenity::CreateActionRow::Buttons(vec![
        button(
            "back",
            tr!(lang, "explore-button-back"),
            Secondary,
            at_start,
        ),
        button(
            "start",
            tr!(lang, "explore-button-start"),
            Secondary,
            at_start,
        ),
        button("share", tr!(lang, "explore-button-share"), Primary, false),
    ]));
    rows
}

/// A press on the explorer's menu or buttons: `rest` is `view:step:what`.
pub async fn on_press(
    ctx: &serenity::Context,
    press: &serenity::ComponentInteraction,
    data: &Data,
    rest: &str,
) -> Result<(), Error> {
    let parsed = match rest.split(':').collect::<Vec<_>>().as_slice() {
        [id, step, what] => match (id.parse::<u64>(), step.parse::<u64>()) {
            (Ok(id), Ok(step)) => Some((id, step, what.to_string())),
            _ => None,
        },
        _ => None,
    };
    let lang = press_private_lang(data, press);
    let Some((id, step, what)) = parsed else {
        return tell_presser(ctx, press, false, not_mine(lang)).await;
    };
    let Some(view) = data.explorer.view(id) else {
        return tell_presser(ctx, press, false, tr!(lang, "explore-expired")).await;
    };
    if press.user.id.get() != view.owner {
        return tell_presser(ctx, press, false, tr!(lang, "explore-not-yours")).await;
    }
    if step != view.step {
        return tell_presser(ctx, press, false, tr!(lang, "explore-moved-on")).await;
    }
    let next = match what.as_str() {
        "go" => {
            let picked = match &press.data.kind {
                serenity::ComponentInteractionDataKind::StringSelect { values } => {
                    values.first().and_then(|v| v.parse::<Point>().ok())
                }
                _ => None,
            };
            match picked.and_then(|p| view.advanced(p)) {
                Some(next) => next,
                None => {
                    return tell_presser(ctx, press, false, tr!(lang, "explore-cannot-play")).await
                }
            }
        }
        "back" => view.back(),
        "start" => view.restarted(),
        "share" => return share(ctx, press, data, &view).await,
        _ => return tell_presser(ctx, press, false, not_mine(lang)).await,
    };
    let (acknowledged, shown) = press_within(ctx, press, show(data, &next, lang)).await;
    let (text, png, answer) = match shown {
        Ok(shown) => shown,
        Err(why) => return tell_presser(ctx, press, acknowledged, why.text(lang)).await,
    };
    // The step is taken before the message changes: of two presses on the
    // same view, one moves it and the other is told.
    if !data.explorer.set(id, next.clone()) {
        let text = tr!(lang, "explore-moved-on");
        return tell_presser(ctx, press, acknowledged, text).await;
    }
    let updated = update_pressed(
        ctx,
        press,
        acknowledged,
        text,
        components(id, &next, &answer, lang),
        Some(serenity::CreateAttachment::bytes(png, "explore.png")),
    )
    .await;
    if updated.is_err() {
        // The message still shows the view as it was: so must memory.
        data.explorer.revert(id, &next, view);
    }
    updated
}

/// Posts the view for everyone in the channel, without its buttons, in the
/// server's language (a refusal goes to the presser in theirs).
async fn share(
    ctx: &serenity::Context,
    press: &serenity::ComponentInteraction,
    data: &Data,
    view: &View,
) -> Result<(), Error> {
    let public = press_public_lang(data, press);
    let (acknowledged, shown) = press_within(ctx, press, show(data, view, public)).await;
    let (text, png, _) = match shown {
        Ok(shown) => shown,
        Err(why) => {
            let text = why.text(press_private_lang(data, press));
            return tell_presser(ctx, press, acknowledged, text).await;
        }
    };
    let shared_by = tr!(
        public,
        "explore-shared-by",
        user = format!("<@{}>", press.user.id.get())
    );
    let text = format!("{shared_by}\n{text}");
    let file = serenity::CreateAttachment::bytes(png, "explore.png");
    if acknowledged {
        press
            .create_followup(
                &ctx.http,
                serenity::CreateInteractionResponseFollowup::new()
                    .content(text)
                    .add_file(file)
                    .allowed_mentions(mentions(&[])),
            )
            .await?;
    } else {
        press
            .create_response(
                &ctx.http,
                serenity::CreateInteractionResponse::Message(
                    serenity::CreateInteractionResponseMessage::new()
                        .content(text)
                        .add_file(file)
                        .allowed_mentions(mentions(&[])),
                ),
            )
            .await?;
    }
    Ok(())
}
