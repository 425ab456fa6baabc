//! Writes sample pictures of events (standings, pairings, crosstables of 16
//! and 64 players, the hill, empty ones) to the folder given:
//! `cargo run --example event_pictures -- FOLDER`. They are for looking at.

use pente_bot::locale::Lang;
use pente_bot::render::{hill_png, table_png, HillPicture, HillSeat, TablePicture};

fn strings(cells: &[&str]) -> Vec<String> {
    cells.iter().map(|s| s.to_string()).collect()
}

/// Twelve players after round 2, the viewer (fifth) lit; one name too long.
fn standings() -> TablePicture {
    let names = [
        "theskald",
        "valleyboy",
        "pmval06",
        "curly55",
        "zoë",
        "🦀 crab",
        "dave",
        "erin",
        "a player whose name is far too long to show",
        "grace",
        "heidi",
        "ivan",
    ];
    let points = ["2", "2", "2", "1½", "1½", "1", "1", "1", "½", "½", "0", "0"];
    let rows = names
        .iter()
        .zip(points)
        .enumerate()
        .map(|(i, (name, pts))| {
            let buchholz = format!("{}", 4 - i / 3);
            let sb = format!("{:.2}", 3.0 - i as f32 / 4.0);
            let wins = (2 - i / 5).to_string();
            strings(&[&(i + 1).to_string(), name, pts, &buchholz, &sb, &wins, "2"])
        })
        .collect();
    TablePicture {
        title: "Swiss of the week — standings after round 2".into(),
        subtitle: "Pente · 12 players · 4 rounds".into(),
        header: strings(&["#", "Player", "Pts", "Bch-1", "SB", "W", "Games"]),
        rows,
        highlight: Some(4),
    }
}

fn pairings() -> TablePicture {
    TablePicture {
        title: "Swiss of the week — round 2".into(),
        subtitle: "Pente · 7 players".into(),
        header: strings(&["Board", "White", "Black", "Result"]),
        rows: vec![
            strings(&["1", "theskald", "valleyboy", "1-0"]),
            strings(&["2", "pmval06", "curly55", "½-½"]),
            strings(&["3", "zoë", "🦀 crab", ""]),
            strings(&[
                "",
                "a player whose name is far too long to show",
                "bye",
                "1",
            ]),
        ],
        highlight: None,
    }
}

fn crosstable(n: usize) -> TablePicture {
    let mut header = strings(&["#", "Player"]);
    header.extend((1..=n).map(|i| i.to_string()));
    header.push("Pts".into());
    let rows = (0..n)
        .map(|i| {
            let mut row = vec![(i + 1).to_string(), format!("player{}", i + 1)];
            row.extend((0..n).map(|j| {
                match (i == j, (i * 7 + j * 3) % 5) {
                    (true, _) => "—",
                    (_, 0) => "½",
                    _ if i < j => "1",
                    _ => "0",
                }
                .to_string()
            }));
            row.push(format!("{}", n - 1 - i));
            row
        })
        .collect();
    TablePicture {
        title: "Round robin of the month — crosstable".into(),
        subtitle: format!("Pente · {n} players · final"),
        header,
        rows,
        highlight: None,
    }
}

fn hill() -> HillPicture {
    let seat = |name: &str, held: &str| HillSeat {
        name: name.into(),
        held: held.into(),
    };
    HillPicture {
        title: "King of the Hill — Pente".into(),
        steps: vec![
            vec![seat("theskald", "12 days")],
            vec![seat("valleyboy", "3 days"), seat("pmval06", "20 hours")],
            vec![seat("curly55", "5 days")],
            vec![
                seat("zoë", "2 days"),
                seat("🦀 crab", "1 day"),
                seat("a player whose name is far too long to show", "9 days"),
                seat("dave", "1 hour"),
            ],
            (1..=9)
                .map(|i| seat(&format!("newcomer{i}"), "today"))
                .collect(),
        ],
    }
}

fn main() {
    let Some(out) = std::env::args_os().nth(1).map(std::path::PathBuf::from) else {
        eprintln!("usage: cargo run --example event_pictures -- FOLDER");
        std::process::exit(2);
    };
    std::fs::create_dir_all(&out).expect("the folder can be made");
    let pictures = [
        ("standings", table_png(&standings(), Lang::ENGLISH)),
        ("pairings", table_png(&pairings(), Lang::ENGLISH)),
        ("crosstable-16", table_png(&crosstable(16), Lang::ENGLISH)),
        ("crosstable-64", table_png(&crosstable(64), Lang::ENGLISH)),
        (
            "empty-table",
            table_png(&TablePicture::default(), Lang::ENGLISH),
        ),
        ("hill", hill_png(&hill(), Lang::ENGLISH)),
        (
            "empty-hill",
            hill_png(
                &HillPicture {
                    title: "King of the Hill — Gomoku".into(),
                    steps: Vec::new(),
                },
                Lang::ENGLISH,
            ),
        ),
    ];
    for (name, png) in pictures {
        let png = png.expect("the samples fit");
        let path = out.join(format!("{name}.png"));
        std::fs::write(&path, &png).expect("sample written");
        println!("{} ({} bytes)", path.display(), png.len());
    }
}
