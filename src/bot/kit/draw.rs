//! Every picture the bot sends (boards, replay GIFs and steps, profile
//! cards, the analysis's key moment) is drawn here: off the async threads,
//! at most one per core at once for the whole process. More would only queue
//! for the same cores, each on a thread of its own with a frame buffer of
//! its own.

use crate::locale::Lang;
use crate::render::card::{CardRenderer, CARD_WIDTH};
use crate::render::{Renderer, Scene, MIN_WIDTH};
use crate::session::Match;
use anyhow::Context as _;
use poise::serenity_prelude as serenity;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::Semaphore;

/// The largest file the bot uploads: Discord refuses bigger attachments
/// (10 MiB for a bot in a server without boosts); a margin for the rest of
/// the request.
pub const MAX_UPLOAD: usize = 8 * 1024 * 1024;

pub struct Drawing {
    slots: Semaphore,
    board: Renderer,
    cards: CardRenderer,
    /// Added before each picture: a fault-injection knob for the tests that
    /// prove every reply is deferred before slow work.
    delay: Option<Duration>,
}

/// The renderers a drawing job is handed.
pub struct Pens<'a> {
    pub board: &'a Renderer,
    pub cards: &'a CardRenderer,
}

impl Drawing {
    pub fn new(image_size: u32, slots: usize, delay: Option<Duration>) -> Drawing {
        Drawing {
            slots: Semaphore::new(slots.max(1)),
            board: Renderer::new(image_size),
            cards: CardRenderer::new(CARD_WIDTH),
            delay,
        }
    }

    /// Runs a drawing job in a slot, off the async threads.
    pub async fn run<T: Send + 'static>(
        self: &Arc<Self>,
        job: impl FnOnce(Pens<'_>) -> T + Send + 'static,
    ) -> Result<T, anyhow::Error> {
        let _slot = self
            .slots
            .acquire()
            .await
            .context("the drawing queue is closed")?;
        if let Some(delay) = self.delay {
            tokio::time::sleep(delay).await;
        }
        let me = Arc::clone(self);
        tokio::task::spawn_blocking(move || {
            job(Pens {
                board: &me.board,
                cards: &me.cards,
            })
        })
        .await
        .context("drawing a picture")
    }

    /// A match's board as a PNG, its words in `lang`.
    pub async fn board(self: &Arc<Self>, m: &Match, lang: Lang) -> Result<Vec<u8>, anyhow::Error> {
        let m = m.clone();
        self.run(move |pens| pens.board.render_png(&board_scene(&m), lang))
            .await
    }
}

/// What a board shows of a match.
pub fn board_scene(m: &Match) -> Scene<'_> {
    Scene {
        game: &m.game,
        captured: &m.last_captured,
        poofed: &m.last_poofed,
        white_name: &m.white.name,
        black_name: &m.black.name,
        ending: m.ending,
    }
}

/// The largest picture of `draw` that fits in `limit` bytes: drawn by
/// `renderer`, then by smaller ones (two thirds as wide each time) down to
/// the smallest board. `None` if even that is too big.
pub fn fit_in(
    limit: usize,
    renderer: &Renderer,
    draw: impl Fn(&Renderer) -> Vec<u8>,
) -> Option<Vec<u8>> {
    let first = draw(renderer);
    if first.len() <= limit {
        return Some(first);
    }
    let mut width = renderer.width();
    while width > MIN_WIDTH {
        width = (width * 2 / 3).max(MIN_WIDTH);
        let smaller = draw(&Renderer::new(width));
        if smaller.len() <= limit {
            return Some(smaller);
        }
    }
    None
}

pub fn board_file(png: Vec<u8>) -> serenity::CreateAttachment {
    serenity::CreateAttachment::bytes(png, "board.png")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Game;
    use crate::render::GifOptions;

    /// A real game of 26 moves, from pente.org.
    fn long_game() -> Game {
        let moves: Vec<crate::game::Point> = "K10 K9 N10 M9 H8 L9 J9 L11 L8 N9 O9 M11 G7 F6 M8 P8 O9 N11 O11 J11 K11 K12 K11 M10 K8 O8"
            .split(' ')
            .map(|p| p.parse().unwrap())
            .collect();
        Game::from_moves(&moves).unwrap()
    }

    #[test]
    fn a_picture_too_big_for_discord_is_drawn_smaller_or_not_at_all() {
        let game = long_game();
        let scene = Scene {
            game: &game,
            captured: &[],
            poofed: &[],
            white_name: "a",
            black_name: "b",
            ending: None,
        };
        let big = Renderer::new(1200);
        let gif = |r: &Renderer| r.render_gif(&scene, GifOptions::default(), Lang::ENGLISH);
        let full = gif(&big).len();
        let fitted = fit_in(full - 1, &big, gif).expect("a smaller one fits");
        assert!(fitted.len() < full);
        assert!(fit_in(10, &big, gif).is_none(), "nothing fits in ten bytes");
        assert_eq!(fit_in(full, &big, gif).unwrap().len(), full);
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn the_drawing_queue_is_bounded_for_the_whole_process() {
        let drawing = Arc::new(Drawing::new(400, 1, None));
        let (started, wait) = std::sync::mpsc::channel::<()>();
        let (release, hold) = std::sync::mpsc::channel::<()>();
        let first = tokio::spawn({
            let drawing = Arc::clone(&drawing);
            async move {
                drawing
                    .run(move |_| {
                        started.send(()).unwrap();
                        hold.recv().unwrap();
                    })
                    .await
            }
        });
        tokio::task::spawn_blocking(move || wait.recv().unwrap())
            .await
            .unwrap();
        let second = tokio::spawn({
            let drawing = Arc::clone(&drawing);
            async move { drawing.run(|_| 2).await }
        });
        tokio::time::sleep(Duration::from_millis(100)).await;
        assert!(!second.is_finished(), "the second waits for the one slot");
        release.send(()).unwrap();
        first.await.unwrap().unwrap();
        assert_eq!(second.await.unwrap().unwrap(), 2);
    }
}
