//! `/pente explore`: the opening explorer. A private picture of a position
//! with the moves played from it marked (the strong games of pente.org, or
//! this server's), a table of them, example games, a menu to go one move
//! deeper, Back, Start, and Share to post the view for everyone. Only the
//! asker can press its buttons; a position of a game being played (in any
//! server) is refused, with the positions just past it.

use super::kit::defer::{press_within, say_privately, tell_presser, update_pressed, within, Seen};
use super::kit::explore::{game_in_play_on_path, View, EXPLORE};
use super::kit::games::game_number;
use super::kit::{mentions, reply_private, Context, Data, Error, VariantOption, READ_FAILED};
use crate::explore::report::{self, thousands, Source};
use crate::explore::{strong, Answer, Departure};
use crate::game::{Action, Game, Point, Variant};
use crate::render::{ExploreMark, ExplorerPicture};
use crate::store::GameInGuild;
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
    let asked_source = source.map(|s| match s {
        SourceOption::Strong => Source::Strong,
        SourceOption::Server => Source::Server,
    });
    let opened = match game.as_deref() {
        Some(number) => {
            if moves.is_some() {
                return reply_private(ctx, "Give the moves or a game, not both.").await;
            }
            let Some(id) = game_number(number) else {
                return reply_private(
                    ctx,
                    "Give a game number like `#42`: `/pente history` shows them.",
                )
                .await;
            };
            within(
                ctx,
                Seen::Invoker,
                from_game(data, guild, owner, id, asked_source),
            )
            .await
        }
        None => {
            let variant: Variant = variant.map_or(Variant::Pente, Variant::from);
            let source = asked_source.unwrap_or(default_source(variant));
            if source == Source::Strong && variant != Variant::Pente {
                return reply_private(
                    ctx,
                    format!(
                        "The strong games are all Pente: for {} use `source:server` (this server's games).",
                        variant.name()
                    ),
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
                Err(text) => return reply_private(ctx, text).await,
            }
        }
    };
    let view = match opened {
        Ok(view) => view,
        Err(text) => return say_privately(ctx, text).await,
    };
    let shown = within(ctx, Seen::Invoker, show(data, &view)).await;
    let (text, png, answer) = match shown {
        Ok(shown) => shown,
        Err(text) => return say_privately(ctx, text).await,
    };
    let id = data.explorer.open(view.clone());
    let reply = poise::CreateReply::default()
        .ephemeral(true)
        .content(text)
        .attachment(serenity::CreateAttachment::bytes(png, "explore.png"))
        .components(components(id, &view, &answer))
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
) -> Result<View, String> {
    let finished = match data.store.game_in_guild(id, guild).await {
        Ok(GameInGuild::Finished(f) | GameInGuild::Aborted(f)) => f,
        Ok(GameInGuild::Playing { .. }) => {
            return Err(format!(
                "Game #{id} is still being played: the explorer doesn't show a game in play, as that would help its players during the game."
            ))
        }
        Ok(GameInGuild::NeverStarted) => {
            return Err(format!("Game #{id} never started: there is nothing to explore."))
        }
        Ok(GameInGuild::SetAside) => {
            return Err(format!("Game #{id}'s moves no longer replay, sorry."))
        }
        Ok(GameInGuild::NotHere) => {
            return Err(format!(
                "There is no game #{id} in this server. `/pente history` shows the games' numbers."
            ))
        }
        Err(e) => {
            tracing::error!(guild, "reading game {id} to explore failed: {e}");
            return Err(READ_FAILED.to_string());
        }
    };
    let variant = finished.variant;
    let source = asked.unwrap_or(default_source(variant));
    if source == Source::Strong && variant != Variant::Pente {
        return Err(format!(
            "Game #{id} is {}, and the strong games are all Pente: use `source:server`.",
            variant.name()
        ));
    }
    let Some(actions) = finished
        .moves
        .iter()
        .map(|m| m.parse().ok())
        .collect::<Option<Vec<Action>>>()
    else {
        return Err(format!("Game #{id}'s moves no longer replay, sorry."));
    };
    let start = Game::of(variant, true);
    let departure = match source {
        Source::Strong => {
            let actions = actions.clone();
            tokio::task::spawn_blocking(move || {
                strong::index().departure(&Game::new(), &actions, None)
            })
            .await
            .map_err(|_| READ_FAILED.to_string())?
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
                    READ_FAILED.to_string()
                })?
        }
    };
    let games = match source {
        Source::Strong => "the strong games",
        Source::Server => "this server's other games",
    };
    let (kept, note) = match departure {
        Departure::Left { stone, point } => (
            stone - 1,
            format!("Game #{id} left {games} at move {stone}: {point} was never played here."),
        ),
        Departure::Stayed { stones } => (
            stones,
            format!("Every move of game #{id} was played in {games}."),
        ),
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
        note: Some(note),
        step: 0,
    })
}

/// The view's text and picture, and what it found; or why it is refused.
async fn show(data: &Data, view: &View) -> Result<(String, Vec<u8>, Answer), String> {
    let failed = |e: anyhow::Error| {
        tracing::error!(guild = view.guild, "reading for the explorer failed: {e}");
        READ_FAILED.to_string()
    };
    // The game is not named: it may be in another server, or in a thread
    // the asker can't see.
    if game_in_play_on_path(&data.store, view)
        .await
        .map_err(failed)?
        .is_some()
    {
        return Err("A game being played is at this position right now, or a move or two before it: the explorer doesn't show these positions during a game, as that would help its players. Try again when it has moved on or ended.".to_string());
    }
    let game = view.game();
    let answer = match view.source {
        Source::Strong => {
            let game = game.clone();
            tokio::task::spawn_blocking(move || strong::index().lookup(&game))
                .await
                .map_err(|_| READ_FAILED.to_string())?
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
    let text = view_text(view, &game, &answer);
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
    let (white, black, status) = if answer.reached.games() == 0 {
        (
            "White".to_string(),
            "Black".to_string(),
            "No games reached this position".to_string(),
        )
    } else {
        let [w, _, b] = answer.reached.percentages();
        (
            format!("White won {w}%"),
            format!("Black won {b}%"),
            format!(
                "{} games · % played · White's % (red)",
                thousands(answer.reached.games() as u64)
            ),
        )
    };
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
            READ_FAILED.to_string()
        })?;
    Ok((text, png, answer))
}

/// The message beside the picture: where it stands, how the games went,
/// the table of next moves and the example games.
fn view_text(view: &View, game: &Game, answer: &Answer) -> String {
    let mut out = format!(
        "**Opening explorer** · {} · {}",
        view.variant.name(),
        view.source.describe()
    );
    if let Some(note) = &view.note {
        out.push_str(&format!("\n{note}"));
    }
    let actions = game.actions();
    let to_move = game.to_move();
    out.push('\n');
    out.push_str(&match actions.len() {
        0 => format!("The start: {to_move} to move."),
        n if n <= LISTED_MOVES => format!(
            "After {} ({n} move{}): {to_move} to move.",
            report::moves_text(game),
            if n == 1 { "" } else { "s" }
        ),
        n => format!("After {n} moves: {to_move} to move."),
    });
    if answer.reached.games() == 0 {
        out.push_str("\nNo games: none of them reached this position.");
        return out;
    }
    out.push_str(&format!(
        "\n{} game{} reached it: {}.",
        thousands(answer.reached.games() as u64),
        if answer.reached.games() == 1 { "" } else { "s" },
        report::results_line(answer)
    ));
    if answer.moves.is_empty() {
        out.push_str("\nNo move was played from here: every game ended.");
    } else {
        out.push_str(&format!(
            "\n```\n{}\n```",
            report::table(answer, view.source)
        ));
    }
    let examples = report::example_lines(answer, view.source);
    if !examples.is_empty() {
        out.push('\n');
        out.push_str(match view.source {
            Source::Strong => "Highest-rated games here:",
            Source::Server => "Latest games here:",
        });
        for line in examples {
            out.push_str(&format!("\n{line}"));
        }
    }
    out
}

/// The menu of next moves, Back, Start and Share.
fn components(id: u64, view: &View, answer: &Answer) -> Vec<serenity::CreateActionRow> {
    let mut rows = Vec::new();
    if !answer.moves.is_empty() {
        let options = answer
            .moves
            .iter()
            .take(MENU_OPTIONS)
            .map(|c| {
                serenity::CreateSelectMenuOption::new(
                    format!(
                        "{} · {} game{} · White {}%",
                        c.point,
                        thousands(c.games() as u64),
                        if c.games() == 1 { "" } else { "s" },
                        c.results.white_score()
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
            .placeholder("One move deeper…"),
        ));
    }
    let at_start = view.actions.is_empty();
    let button = |what: &str, label: &str, style, disabled| {
        serenity::CreateButton::new(format!("{EXPLORE}{id}:{}:{what}", view.step))
            .label(label)
            .style(style)
            .disabled(disabled)
    };
    use serenity::ButtonStyle::{Primary, Secondary};
    rows.push(serenity::CreateActionRow::Buttons(vec![
        button("back", "Back", Secondary, at_start),
        button("start", "Start", Secondary, at_start),
        button("share", "Share", Primary, false),
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
    let Some((id, step, what)) = parsed else {
        return tell_presser(ctx, press, false, super::kit::buttons::NOT_MINE).await;
    };
    let Some(view) = data.explorer.view(id) else {
        return tell_presser(
            ctx,
            press,
            false,
            "This explorer has expired: open a new one with `/pente explore`.",
        )
        .await;
    };
    if press.user.id.get() != view.owner {
        return tell_presser(
            ctx,
            press,
            false,
            "Only the one who opened this explorer can use it: open your own with `/pente explore`.",
        )
        .await;
    }
    if step != view.step {
        return tell_presser(
            ctx,
            press,
            false,
            "This explorer has moved on since: use its newest view.",
        )
        .await;
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
                    return tell_presser(ctx, press, false, "That move can't be played here.").await
                }
            }
        }
        "back" => view.back(),
        "start" => view.restarted(),
        "share" => return share(ctx, press, data, &view).await,
        _ => return tell_presser(ctx, press, false, super::kit::buttons::NOT_MINE).await,
    };
    let (acknowledged, shown) = press_within(ctx, press, show(data, &next)).await;
    let (text, png, answer) = match shown {
        Ok(shown) => shown,
        Err(text) => return tell_presser(ctx, press, acknowledged, text).await,
    };
    // The step is taken before the message changes: of two presses on the
    // same view, one moves it and the other is told.
    if !data.explorer.set(id, next.clone()) {
        let text = "This explorer has moved on since: use its newest view.";
        return tell_presser(ctx, press, acknowledged, text).await;
    }
    let updated = update_pressed(
        ctx,
        press,
        acknowledged,
        text,
        components(id, &next, &answer),
        Some(serenity::CreateAttachment::bytes(png, "explore.png")),
    )
    .await;
    if updated.is_err() {
        // The message still shows the view as it was: so must memory.
        data.explorer.revert(id, &next, view);
    }
    updated
}

/// Posts the view for everyone in the channel, without its buttons.
async fn share(
    ctx: &serenity::Context,
    press: &serenity::ComponentInteraction,
    data: &Data,
    view: &View,
) -> Result<(), Error> {
    let (acknowledged, shown) = press_within(ctx, press, show(data, view)).await;
    let (text, png, _) = match shown {
        Ok(shown) => shown,
        Err(text) => return tell_presser(ctx, press, acknowledged, text).await,
    };
    let text = format!("Shared by <@{}>:\n{text}", press.user.id.get());
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
