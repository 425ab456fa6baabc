//! How long checking a puzzle answer takes, over the shipped puzzles: each
//! sample checks one answer of the next puzzle in turn, so the figures are
//! averages over the set. `cargo bench --bench puzzle`
//!
//! - `check/right`: the main line's first move (replays the game, plays
//!   the answer, finds the reply on the main line);
//! - `check/wrong`: a move next to the solution that doesn't win (the
//!   search has to refute it);
//! - `check/alternative`: the main line's second answer after a defender's
//!   reply off the main line (the search proves the answer and picks the
//!   defender's longest resistance).
//! - `connect6/*`: the Connect6 puzzle of the tests, a turn of two stones:
//!   its second stone after the first (`second`), and a first stone that
//!   starts no winning turn (`wrong_first`: every second stone with it is
//!   tried and refuted).

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use pente_bot::game::Point;
use pente_bot::puzzle::{check, shipped, Answer, Puzzle};

/// A point next to `p` that is empty after the puzzle's game and doesn't
/// win: a plausible wrong answer.
fn wrong_answer(p: &Puzzle) -> Option<Point> {
    let game = p.position().ok()?;
    let first = p.solution[0];
    [(1, 0), (0, 1), (-1, 0), (0, -1), (1, 1), (-1, -1)]
        .into_iter()
        .filter_map(|(dc, dr)| first.offset(dc, dr))
        .find(|&q| game.is_legal(q) && check(p, &[], q) == Answer::Wrong)
}

/// A defender's reply off the main line after the first move (a move that
/// still loses within the length), with the solver's winning answer to it.
fn detour(p: &Puzzle) -> Option<(Vec<Point>, Point)> {
    if p.win_in < 3 {
        return None;
    }
    let mut game = p.position().ok()?;
    game.play(p.solution[0]).ok()?;
    let main_reply = p.solution[1];
    for q in game
        .legal_moves()
        .filter(|&q| q.chebyshev(p.solution[0]) <= 2 && q != main_reply)
    {
        let played = vec![p.solution[0], q];
        if let Some(answer) = pente_bot::puzzle::hint(p, &played) {
            return Some((played, answer));
        }
    }
    None
}

fn bench_check(c: &mut Criterion) {
    let puzzles = shipped();
    let mut group = c.benchmark_group("check");
    let mut i = 0;
    group.bench_function("right", |b| {
        b.iter(|| {
            let p = &puzzles[i % puzzles.len()];
            i += 1;
            black_box(check(p, &[], black_box(p.solution[0])))
        })
    });
    let wrong: Vec<(&Puzzle, Point)> = puzzles
        .iter()
        .take(200)
        .filter_map(|p| Some((p, wrong_answer(p)?)))
        .collect();
    let mut i = 0;
    group.bench_function("wrong", |b| {
        b.iter(|| {
            let (p, q) = wrong[i % wrong.len()];
            i += 1;
            black_box(check(p, &[], black_box(q)))
        })
    });
    let detours: Vec<(&Puzzle, Vec<Point>, Point)> = puzzles
        .iter()
        .take(200)
        .filter_map(|p| {
            let (played, answer) = detour(p)?;
            Some((p, played, answer))
        })
        .collect();
    let mut i = 0;
    group.bench_function("alternative", |b| {
        b.iter(|| {
            let (p, played, answer) = &detours[i % detours.len()];
            i += 1;
            black_box(check(p, played, black_box(*answer)))
        })
    });
    group.finish();

    let c6 = Puzzle::from_json(include_str!("../tests/data/puzzles_connect6.jsonl"))
        .expect("the Connect6 test puzzle");
    let mut group = c.benchmark_group("connect6");
    let (first, second) = (c6.solution[0], c6.solution[1]);
    group.bench_function("second", |b| {
        b.iter(|| black_box(check(&c6, &[first], black_box(second))))
    });
    let wrong = first.offset(0, -2).expect("on the board");
    assert_eq!(check(&c6, &[], wrong), Answer::Wrong);
    group.bench_function("wrong_first", |b| {
        b.iter(|| black_box(check(&c6, &[], black_box(wrong))))
    });
    group.finish();
}

criterion_group!(benches, bench_check);
criterion_main!(benches);
