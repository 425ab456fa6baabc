use super::*;
use crate::ai::Level;
use crate::session::{Computer, Player};
use std::time::Duration;

const NOW: SystemTime = SystemTime::UNIX_EPOCH;
const MOVE_TIME: Duration = Duration::from_secs(3600);

fn game(moves: &[&str]) -> Match {
    let mut m = Match::new(7, Player::new(1, "alice"), Player::new(2, "bob"), MOVE_TIME);
    for mv in moves {
        let user = if m.game.to_move() == Color::White {
            1
        } else {
            2
        };
        m.play(user, mv, NOW).unwrap();
    }
    m
}

#[test]
fn an_accepted_draw_ends_the_game_drawn() {
    let mut m = game(&["K10", "L9"]);
    let Proposal::Open(offer) = m.propose(2, OfferKind::Draw, NOW).unwrap() else {
        panic!("a person is asked");
    };
    assert_eq!(offer.by, Color::Black);
    assert_eq!(offer.stamp(), m.stamp());
    assert_eq!(
        m.describe_offer(crate::locale::Lang::ENGLISH, &offer),
        "🤝 <@2> (Black) offers a draw. <@1>, do you accept?"
    );
    assert_eq!(
        m.answer(2, OfferKind::Draw, true, NOW),
        Err(OfferError::YourOwn(OfferKind::Draw))
    );
    assert!(matches!(
        m.answer(3, OfferKind::Draw, true, NOW),
        Err(OfferError::Turn(TurnError::NotAPlayer { .. }))
    ));
    assert_eq!(
        m.answer(1, OfferKind::Takeback, true, NOW),
        Err(OfferError::NotOpen(OfferKind::Takeback))
    );
    assert_eq!(m.answer(1, OfferKind::Draw, true, NOW), Ok(Answered::Drawn));
    assert!(m.is_over());
    assert_eq!(m.ending, Some(Ending::Agreement));
    assert_eq!(m.winner(), None);
    assert_eq!(
        m.status(crate::locale::Lang::ENGLISH),
        "A draw by agreement."
    );
    assert_eq!(m.clock.deadline, None);
    assert_eq!(m.open_offer(), None);
}

#[test]
fn one_offer_at_a_time_and_the_next_move_lapses_it() {
    let mut m = game(&["K10"]);
    m.propose(1, OfferKind::Draw, NOW).unwrap();
    let err = m.propose(2, OfferKind::Draw, NOW).unwrap_err();
    assert_eq!(err.to_string(), "There is already an open draw offer in this game: wait for <@2>'s answer (it lapses when the next move is played).");
    assert!(m.propose(3, OfferKind::Draw, NOW).is_err(), "strangers");
    let declined = m.clone().answer(2, OfferKind::Draw, false, NOW).unwrap();
    assert!(matches!(declined, Answered::Declined(o) if o.by == Color::White));
    m.play(2, "L9", NOW).unwrap();
    assert_eq!(m.open_offer(), None, "lapsed");
    assert_eq!(
        m.answer(2, OfferKind::Draw, true, NOW),
        Err(OfferError::NotOpen(OfferKind::Draw))
    );
    assert!(!m.is_over());
    m.propose(2, OfferKind::Draw, NOW).unwrap();
    assert!(m.open_offer().is_some(), "a new offer may be made");
}

#[test]
fn a_takeback_to_ply_three_leaves_the_game_under_way() {
    let mut m = game(&["K10", "L9", "N10", "L10"]);
    assert!(m.is_under_way());
    m.propose(2, OfferKind::Takeback, NOW).unwrap();
    m.answer(1, OfferKind::Takeback, true, NOW).unwrap();
    assert_eq!(m.game.ply(), 3);
    assert!(m.is_under_way(), "it counted once; it counts still");
    assert_eq!(m.clone().abort(1), Err(TurnError::TooLateToAbort));
    assert_eq!(m.clone().abort(2), Err(TurnError::TooLateToAbort));
    let late = m.clock.deadline.unwrap();
    assert_eq!(m.time_out(late), Some(Ending::Time(Color::Black)));
    assert_eq!(m.winner(), Some(Color::White));

    // Before the fourth ply, a takeback changes nothing of the kind.
    let mut early = game(&["K10", "L9", "N10"]);
    early.propose(1, OfferKind::Takeback, NOW).unwrap();
    early.answer(2, OfferKind::Takeback, true, NOW).unwrap();
    assert!(!early.is_under_way());
    assert_eq!(early.abort(2), Ok(()));
}

#[test]
fn a_takeback_of_a_capture_puts_the_pair_back() {
    let mut m = game(&["K10", "L10", "O10", "M10", "N10"]);
    assert_eq!(m.game.captures(Color::White), 2);
    let before = game(&["K10", "L10", "O10", "M10"]);
    let err = m.propose(2, OfferKind::Takeback, NOW).unwrap_err();
    assert_eq!(
        err.to_string(),
        "You can only take back your own last move, before <@1> has answered it."
    );
    let Proposal::Open(offer) = m.propose(1, OfferKind::Takeback, NOW).unwrap() else {
        panic!("a person is asked");
    };
    assert_eq!(
        m.describe_offer(crate::locale::Lang::ENGLISH, &offer),
        "↩️ <@1> (White) asks to take back their last move, N10. <@2>, do you accept?"
    );
    let stamp = m.stamp();
    let later = NOW + Duration::from_secs(60);
    let answered = m.answer(2, OfferKind::Takeback, true, later).unwrap();
    assert_eq!(answered, Answered::TakenBack(vec!["N10".parse().unwrap()]));
    assert_eq!(m.game, before.game, "position, captures and turn restored");
    assert_eq!(m.game.captures(Color::White), 0);
    assert_eq!(m.game.to_move(), Color::White);
    assert_eq!(m.last_captured, before.last_captured);
    assert_eq!(m.moves_text(), "K10 L10 O10 M10");
    assert_eq!(m.clock.deadline, Some(later + MOVE_TIME), "a fresh clock");
    assert_ne!(m.stamp(), stamp);
    assert_ne!(m.stamp(), before.stamp(), "the same ply, a new stamp");
    assert_eq!(m.open_offer(), None);
}

#[test]
fn a_declined_takeback_changes_nothing_and_there_must_be_a_move() {
    let mut m = game(&[]);
    assert_eq!(
        m.propose(1, OfferKind::Takeback, NOW),
        Err(OfferError::NothingToTakeBack)
    );
    m.play(1, "K10", NOW).unwrap();
    assert_eq!(
        m.propose(2, OfferKind::Takeback, NOW),
        Err(OfferError::NothingToTakeBack)
    );
    m.propose(1, OfferKind::Takeback, NOW).unwrap();
    let before = m.game.clone();
    assert!(matches!(
        m.answer(2, OfferKind::Takeback, false, NOW),
        Ok(Answered::Declined(_))
    ));
    assert_eq!(m.game, before);
    assert_eq!(m.open_offer(), None);
}

#[test]
fn the_computer_plays_on_but_gives_moves_back_at_once() {
    let mut m = game(&["K10", "L9", "N10"]);
    m.computer = Some(Computer {
        color: Color::Black,
        level: Level::Easy,
    });
    assert_eq!(
        m.propose(1, OfferKind::Takeback, NOW),
        Err(OfferError::ComputerThinking)
    );
    m.play_computer("L10".parse().unwrap(), NOW).unwrap();
    assert_eq!(
        m.propose(1, OfferKind::Draw, NOW),
        Err(OfferError::ComputerPlaysOn)
    );
    let done = m.propose(1, OfferKind::Takeback, NOW).unwrap();
    assert_eq!(
        done,
        Proposal::TakenBack {
            yours: points("N10"),
            answer: points("L10")
        }
    );
    assert_eq!(m.moves_text(), "K10 L9");
    assert_eq!(m.game.to_move(), Color::White);
    assert!(m.clock.deadline.is_some(), "the player's clock runs again");
    assert!(m.computer.is_some());

    let mut first = game(&["K10"]);
    first.computer = Some(Computer {
        color: Color::White,
        level: Level::Easy,
    });
    assert_eq!(
        first.propose(2, OfferKind::Takeback, NOW),
        Err(OfferError::NothingToTakeBack),
        "only the computer's opening move is on the board"
    );
}

fn points(text: &str) -> Vec<Point> {
    text.split_whitespace()
        .map(|p| p.parse().unwrap())
        .collect()
}

/// A game of `variant` between alice (1, White) and the computer
/// (Black), or the other way round.
fn against_computer(variant: crate::game::Variant, computer: Color) -> Match {
    let (white, black) = match computer {
        Color::Black => (Player::new(1, "alice"), Player::new(0, "bot")),
        Color::White => (Player::new(0, "bot"), Player::new(1, "alice")),
    };
    let mut m = Match::new(7, white, black, MOVE_TIME);
    m.game = crate::game::Game::of(variant, true);
    m.computer = Some(Computer {
        color: computer,
        level: Level::Easy,
    });
    m
}

/// Plays `stones` for whoever places them: alice (1) or the computer.
fn place(m: &mut Match, stones: &str) {
    for p in points(stones) {
        if m.computer_to_move() {
            m.play_computer(p, NOW).unwrap();
        } else {
            m.play(1, &p.to_string(), NOW).unwrap();
        }
    }
}

fn take_back(m: &mut Match) -> Result<(String, String), OfferError> {
    let words = |v: Vec<Point>| {
        v.iter()
            .map(|p| p.to_string())
            .collect::<Vec<_>>()
            .join(" ")
    };
    match m.propose(1, OfferKind::Takeback, NOW)? {
        Proposal::TakenBack { yours, answer } => Ok((words(yours), words(answer))),
        Proposal::Open(_) => panic!("the computer is not asked"),
    }
}

#[test]
fn against_the_computer_a_connect6_takeback_is_the_persons_whole_turn_and_the_answer() {
    use crate::game::Variant;
    let mut m = against_computer(Variant::Connect6, Color::Black);
    place(&mut m, "K10 L9 L11 M10 M11 N12 N13");
    assert!(!m.computer_to_move());
    assert_eq!(
        take_back(&mut m),
        Ok(("M10 M11".to_string(), "N12 N13".to_string())),
        "both stones of alice's turn and both of the answer"
    );
    assert_eq!(m.moves_text(), "K10 L9 L11");
    assert_eq!(m.game.to_move(), Color::White);
    assert!(!m.computer_to_move(), "alice places her turn again");

    // In the middle of her turn: only her first stone goes back.
    place(&mut m, "M10 M11 N12 N13 O14");
    assert_eq!(take_back(&mut m), Ok(("O14".to_string(), String::new())));
    assert_eq!(m.moves_text(), "K10 L9 L11 M10 M11 N12 N13");
    assert_eq!(m.game.to_move(), Color::White);

    // White's single first stone is a whole turn too.
    let mut first = against_computer(Variant::Connect6, Color::Black);
    place(&mut first, "K10 L9 L11");
    assert_eq!(
        take_back(&mut first),
        Ok(("K10".to_string(), "L9 L11".to_string()))
    );
    assert_eq!(first.game.ply(), 0);

    // Nothing of hers before her first stone.
    let mut black = against_computer(Variant::Connect6, Color::White);
    place(&mut black, "K10");
    assert_eq!(take_back(&mut black), Err(OfferError::NothingToTakeBack));
    assert_eq!(black.moves_text(), "K10");
}

#[test]
fn against_the_computer_a_takeback_never_crosses_a_swap2_decision() {
    use crate::game::Variant;
    // alice is player 1: she places stones 1-3, one at a time.
    let mut m = against_computer(Variant::Swap2Pente, Color::Black);
    place(&mut m, "K10 L9");
    assert_eq!(take_back(&mut m), Ok(("L9".to_string(), String::new())));
    place(&mut m, "L9 N10");
    assert!(m.computer_to_move(), "the computer decides");
    m.decide_computer(Choice::Swap, NOW).unwrap();
    assert_eq!(m.computer_color(), Some(Color::White));
    assert!(!m.computer_to_move(), "alice, Black now, places stone 4");
    let before = m.clone();
    let refused = take_back(&mut m).unwrap_err();
    assert_eq!(refused, OfferError::DecidedSince(Choice::Swap));
    assert_eq!(
        refused.to_string(),
        "The opening choice (swap) was made since your last move, and a choice is not taken back."
    );
    assert_eq!(m, before);
    place(&mut m, "K12 M12");
    assert_eq!(
        take_back(&mut m),
        Ok(("K12".to_string(), "M12".to_string()))
    );
    assert_eq!(m.moves_text(), "K10 L9 N10 swap", "the swap stands");
    assert_eq!(m.computer_color(), Some(Color::White));
    assert_eq!(m.player(Color::Black).id, 1);

    // The computer is player 1 and passes the choice back after her pass.
    let mut m = against_computer(Variant::Swap2Pente, Color::White);
    place(&mut m, "K10 L9 N10");
    assert_eq!(take_back(&mut m), Err(OfferError::NothingToTakeBack));
    m.decide(1, Choice::Pass, NOW).unwrap();
    assert_eq!(
        take_back(&mut m),
        Err(OfferError::DecidedSince(Choice::Pass))
    );
    place(&mut m, "K12");
    assert_eq!(take_back(&mut m), Ok(("K12".to_string(), String::new())));
    assert_eq!(m.moves_text(), "K10 L9 N10 pass", "her pass stands");
    place(&mut m, "K12 M12");
    m.decide_computer(Choice::Keep, NOW).unwrap();
    assert_eq!(
        take_back(&mut m),
        Err(OfferError::DecidedSince(Choice::Keep))
    );
}

#[test]
fn against_the_computer_a_d_pente_choice_is_not_taken_back() {
    use crate::game::Variant;
    let mut m = against_computer(Variant::DPente, Color::White);
    place(&mut m, "K10 L9 N10 K12");
    assert_eq!(take_back(&mut m), Err(OfferError::NothingToTakeBack));
    m.decide(1, Choice::Swap, NOW).unwrap();
    assert_eq!(
        take_back(&mut m),
        Err(OfferError::DecidedSince(Choice::Swap))
    );
    place(&mut m, "M12 H8");
    assert_eq!(take_back(&mut m), Ok(("M12".to_string(), "H8".to_string())));
    assert_eq!(m.moves_text(), "K10 L9 N10 K12 swap");
    assert_eq!(m.player(Color::White).id, 1, "alice still holds White");
}

/// Four moves: from here on, running out of time loses the game.
const UNDER_WAY: [&str; 4] = ["K10", "L9", "N10", "L10"];

#[test]
fn an_offer_cannot_be_accepted_once_the_clock_of_the_player_to_move_is_up() {
    let mut m = game(&UNDER_WAY);
    let deadline = m.clock.deadline.unwrap();
    m.propose(1, OfferKind::Draw, NOW).unwrap();
    let just_before = deadline - Duration::from_millis(1);
    assert_eq!(
        m.clone().answer(2, OfferKind::Draw, true, just_before),
        Ok(Answered::Drawn),
        "in time, the draw is agreed"
    );
    for late in [deadline, deadline + Duration::from_secs(600)] {
        let err = m.answer(2, OfferKind::Draw, true, late).unwrap_err();
        assert_eq!(
            err.to_string(),
            "The clock ran out: the game is lost on time, so the draw offer can no longer be accepted."
        );
        let err = m.answer(2, OfferKind::Draw, false, late).unwrap_err();
        assert!(matches!(err, OfferError::OutOfTime { .. }), "{err}");
    }
    assert!(!m.is_over(), "nothing changed");
    assert!(m.open_offer().is_some());
    assert_eq!(m.time_out(deadline), Some(Ending::Time(Color::White)));
    assert_eq!(m.winner(), Some(Color::Black), "the loss on time stands");
}

#[test]
fn a_takeback_cannot_buy_a_fresh_clock_once_the_time_is_up() {
    let mut m = game(&UNDER_WAY);
    m.play(1, "M10", NOW).unwrap();
    let deadline = m.clock.deadline.unwrap();
    m.propose(1, OfferKind::Takeback, NOW).unwrap();
    let before = m.clone();
    let err = m
        .answer(2, OfferKind::Takeback, true, deadline)
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "The clock ran out: the game is lost on time, so the takeback request can no longer be accepted."
    );
    assert_eq!(m, before, "the move stays and so does the deadline");
    assert_eq!(m.time_out(deadline), Some(Ending::Time(Color::Black)));
}

#[test]
fn no_offer_is_made_once_the_time_is_up() {
    let mut m = game(&["K10"]);
    let deadline = m.clock.deadline.unwrap();
    for (user, kind) in [
        (1, OfferKind::Draw),
        (2, OfferKind::Draw),
        (1, OfferKind::Takeback),
    ] {
        assert_eq!(
            m.propose(user, kind, deadline).unwrap_err().to_string(),
            "The clock ran out: the game is aborted, so no offer can be made.",
            "before the game is under way, the timer aborts it"
        );
    }
    assert_eq!(m.offer, None);
    assert!(m.propose(1, OfferKind::Takeback, NOW).is_ok(), "in time");

    let mut m = game(&["K10", "L9", "N10"]);
    m.computer = Some(Computer {
        color: Color::Black,
        level: Level::Easy,
    });
    m.play_computer("L10".parse().unwrap(), NOW).unwrap();
    let deadline = m.clock.deadline.unwrap();
    let before = m.clone();
    assert!(matches!(
        m.propose(1, OfferKind::Takeback, deadline),
        Err(OfferError::OutOfTime { .. })
    ));
    assert_eq!(
        m, before,
        "the computer gives nothing back after the deadline"
    );
}
