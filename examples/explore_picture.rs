//! Draws the opening explorer's picture of a position of the strong games,
//! as `/pente explore` shows it: `cargo run --release --example
//! explore_picture -- [MOVES] [OUT.png] [LANGUAGE]` (defaults: `K10 L9 N10`,
//! docs/explore.png, the README's picture, in English; `fi`, `de` … to see
//! another language's labels fit).

use pente_bot::explore::report::{self, Source};
use pente_bot::explore::strong;
use pente_bot::game::Variant;
use pente_bot::locale::Lang;
use pente_bot::render::{ExploreMark, ExplorerPicture, Renderer};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let moves = args.first().map_or("K10 L9 N10", String::as_str);
    let out = args.get(1).map_or("docs/explore.png", String::as_str);
    let lang = match args.get(2) {
        Some(code) => Lang::from_code(code).unwrap_or_else(|| panic!("no language {code}")),
        None => Lang::ENGLISH,
    };
    let game = report::parse_position(Variant::Pente, moves)
        .unwrap_or_else(|e| panic!("{}", e.text(Lang::ENGLISH)));
    let answer = strong::index().lookup(&game);
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
    let png = Renderer::new(800).explorer_png(&ExplorerPicture {
        game: &game,
        marks: &marks,
        white_label: &white,
        black_label: &black,
        status: &status,
    });
    std::fs::write(out, &png).unwrap_or_else(|e| panic!("{out}: {e}"));
    println!(
        "{}\n{} bytes written to {out}",
        report::table(&answer, Source::Strong, lang),
        png.len()
    );
}
