//! The opening decisions of D-Pente, DK-Pente and the Swap2 games: who may
//! make one, and what a swap does to who holds which colour.

use super::texts::side;
use super::{Match, TurnError, UserId};
use crate::game::{Choice, Color, IllegalMove, Pending};
use crate::locale::Lang;
use crate::tr;
use std::time::SystemTime;

impl Match {
    /// `user` makes the pending opening decision. Only the player holding
    /// the deciding colour may; a swap gives each player the other colour
    /// (the stones stay where they are), so the decider, who held
    /// `pending.by`, now holds the other.
    pub fn decide(
        &mut self,
        user: UserId,
        choice: Choice,
        now: SystemTime,
    ) -> Result<Pending, TurnError> {
        let color = self.check_player(user)?;
        let Some(pending) = self.game.pending() else {
            return Err(TurnError::Illegal(IllegalMove::NoDecisionPending));
        };
        if color != pending.by {
            return Err(TurnError::NotYourTurn {
                player: self.player(pending.by).mention(),
                color: pending.by,
            });
        }
        if self.clock.is_up(now) {
            return Err(TurnError::OutOfTime);
        }
        self.game.decide(choice).map_err(TurnError::Illegal)?;
        // An open offer was made by a colour; after a decision it could
        // change hands (or be answered by the one who made it).
        self.offer = None;
        if choice == Choice::Swap {
            std::mem::swap(&mut self.white, &mut self.black);
        }
        self.start_clock(now);
        Ok(pending)
    }

    /// What a decision did, in words: `by` is the colour the decider held,
    /// `who` names the decider.
    pub fn decision_words(&self, lang: Lang, choice: Choice, by: Color, who: &str) -> String {
        match choice {
            Choice::Swap => tr!(
                lang,
                "session-decision-swap",
                who = who,
                now = side(by.opponent()),
                other = self.player(by).mention(),
                was = side(by)
            ),
            Choice::Keep => tr!(lang, "session-decision-keep", who = who, side = side(by)),
            Choice::Pass => tr!(
                lang,
                "session-decision-pass",
                who = who,
                other = self.player(by.opponent()).mention()
            ),
        }
    }

    /// The computer makes the pending decision (chosen by the engine).
    pub fn decide_computer(
        &mut self,
        choice: Choice,
        now: SystemTime,
    ) -> Result<Pending, TurnError> {
        if self.is_over() {
            return Err(TurnError::Over(self.summary()));
        }
        let by = self.game.placer();
        if !self.computer_to_move() || self.game.pending().is_none() {
            return Err(TurnError::NotYourTurn {
                player: self.player(by).mention(),
                color: by,
            });
        }
        let pending = self.game.decide(choice).map_err(TurnError::Illegal)?;
        self.offer = None;
        if choice == Choice::Swap {
            std::mem::swap(&mut self.white, &mut self.black);
        }
        self.start_clock(now);
        Ok(pending)
    }
}

#[cfg(test)]
mod tests {
    use super::super::{Match, Player};
    use crate::game::{Choice, Color, Game, Variant};
    use std::time::{Duration, SystemTime};

    fn two_player_match() -> Match {
        let day = Duration::from_secs(86_400);
        Match::new(7, Player::new(1, "ann"), Player::new(2, "bob"), day)
    }

    #[test]
    fn only_the_deciding_player_chooses_and_a_swap_exchanges_colours() {
        let now = SystemTime::now();
        let mut m = two_player_match();
        m.game = Game::of(Variant::DPente, false);
        let (one, two) = (m.white.id, m.black.id);
        // Player 1 places all four opening stones, both colours.
        for p in ["A1", "B2", "C3", "D5"] {
            assert!(m.play(two, p, now).is_err(), "{p}: not player 2's");
            m.play(one, p, now).unwrap();
        }
        let refused = m.play(one, "E6", now).unwrap_err().to_string();
        assert!(refused.contains("not your turn"), "{refused}");
        // The decider's stone, even a mistyped one, says how to choose.
        for typed in ["E6", "swp"] {
            let refused = m.play(two, typed, now).unwrap_err().to_string();
            assert_eq!(
                refused,
                "<@2> (Black) must first choose: swap or keep. Press the button under the board, or type the word: `/pente move position:swap`.",
                "{typed}"
            );
        }
        let refused = m.decide(one, Choice::Swap, now).unwrap_err().to_string();
        assert!(refused.contains("not your turn"), "{refused}");
        assert!(
            m.decide(two, Choice::Pass, now).is_err(),
            "no pass in D-Pente"
        );
        let pending = m.game.pending().unwrap();
        assert_eq!((pending.by, m.player(pending.by).id), (Color::Black, two));
        m.decide(two, Choice::Swap, now).unwrap();
        assert_eq!((m.white.id, m.black.id), (two, one), "player 2 took White");
        assert!(m.play(one, "E6", now).is_err());
        m.play(two, "E6", now).unwrap();
        m.play(one, "F7", now).unwrap();
        let again = m.decide(two, Choice::Keep, now).unwrap_err().to_string();
        assert!(again.contains("no choice to make"), "{again}");
    }

    #[test]
    fn after_a_swap2_pass_player_two_places_two_stones_and_player_one_chooses() {
        let now = SystemTime::now();
        let mut m = two_player_match();
        m.game = Game::of(Variant::Swap2Pente, false);
        let (one, two) = (m.white.id, m.black.id);
        for p in ["A1", "B2", "C3"] {
            m.play(one, p, now).unwrap();
        }
        m.decide(two, Choice::Pass, now).unwrap();
        m.play(two, "D4", now).unwrap();
        m.play(two, "E6", now).unwrap();
        assert!(
            m.decide(two, Choice::Keep, now).is_err(),
            "player 1 decides now"
        );
        m.decide(one, Choice::Keep, now).unwrap();
        assert_eq!((m.white.id, m.black.id), (one, two));
        // Stone 6 is Black's: player 2's.
        assert!(m.play(one, "F7", now).is_err());
        m.play(two, "F7", now).unwrap();
    }

    #[test]
    fn a_decision_closes_an_open_offer_and_the_opening_is_not_yet_under_way() {
        use crate::session::OfferKind;
        let now = SystemTime::now();
        let mut m = two_player_match();
        m.game = Game::of(Variant::DPente, false);
        let (one, two) = (m.white.id, m.black.id);
        for p in ["A1", "B2", "C3", "D5"] {
            m.play(one, p, now).unwrap();
        }
        assert!(!m.is_under_way(), "player 2 has not moved yet");
        m.abort(two).expect("player 2 may still call it off");
        let mut m2 = two_player_match();
        m2.game = Game::of(Variant::DPente, false);
        for p in ["A1", "B2", "C3", "D5"] {
            m2.play(one, p, now).unwrap();
        }
        m2.propose(one, OfferKind::Draw, now).unwrap();
        m2.decide(two, Choice::Swap, now).unwrap();
        assert_eq!(m2.open_offer(), None, "the draw offer went with the choice");
        // Player 1 placed stone 4 and may take it back while the choice is
        // open; player 2 may not.
        let mut m3 = two_player_match();
        m3.game = Game::of(Variant::DPente, false);
        for p in ["A1", "B2", "C3", "D5"] {
            m3.play(one, p, now).unwrap();
        }
        assert!(m3.propose(two, OfferKind::Takeback, now).is_err());
        m3.propose(one, OfferKind::Takeback, now).unwrap();
        m3.answer(two, OfferKind::Takeback, true, now).unwrap();
        assert_eq!(m3.game.moves().len(), 3);
        assert_eq!(m3.game.pending(), None);
    }

    #[test]
    fn connect6_is_under_way_after_two_full_turns_each() {
        use crate::game::Ending;
        use crate::session::TurnError;
        let now = SystemTime::now();
        let mut m = two_player_match();
        m.game = Game::of(Variant::Connect6, false);
        let (white, black) = (m.white.id, m.black.id);
        for (user, p) in [
            (white, "K10"),
            (black, "L9"),
            (black, "L11"),
            (white, "M10"),
        ] {
            m.play(user, p, now).unwrap();
        }
        // White is half-way through its second turn: not yet under way.
        assert!(!m.is_under_way());
        let deadline = m.clock.deadline.unwrap();
        assert_eq!(m.clone().time_out(deadline), Some(Ending::Aborted));
        assert_eq!(m.clone().abort(black), Ok(()));
        for (user, p) in [(white, "M11"), (black, "N12")] {
            m.play(user, p, now).unwrap();
            assert!(!m.is_under_way(), "{p}: Black's second turn is not over");
        }
        m.play(black, "N13", now).unwrap();
        assert!(m.is_under_way(), "W, B B, W W, B B: two turns each");
        assert_eq!(m.clone().abort(white), Err(TurnError::TooLateToAbort));
        let deadline = m.clock.deadline.unwrap();
        assert_eq!(m.time_out(deadline), Some(Ending::Time(Color::White)));
    }

    #[test]
    fn an_unrated_challenge_may_drop_the_tournament_rule_and_a_rated_one_may_not() {
        use crate::session::{
            open_challenge, ChallengeError, ChallengeRequest, OfferKind, Player, TurnError,
        };
        let now = SystemTime::now();
        let request = |variant, rated, tournament_rule| ChallengeRequest {
            challenger: Player::new(1, "ann"),
            opponent: Player::new(2, "bob"),
            opponent_is_bot: false,
            challenger_color: Color::White,
            color_chosen: true,
            move_time: Duration::from_secs(3600),
            thread: false,
            rated,
            variant,
            hill: false,
            tournament_rule,
        };
        let open = |variant, rated, rule| {
            open_challenge(
                None,
                request(variant, rated, rule),
                now,
                Duration::from_secs(900),
                7,
            )
        };
        assert_eq!(
            open(Variant::Pente, true, false),
            Err(ChallengeError::RatedKeepsTheTournamentRule)
        );
        let refused = open(Variant::GPente, false, false).unwrap_err();
        assert_eq!(
            refused,
            ChallengeError::TournamentRuleAlways(Variant::GPente)
        );
        assert!(refused
            .to_string()
            .starts_with("G-Pente keeps its opening rule"));
        assert!(
            open(Variant::Gomoku, false, false).is_ok(),
            "nothing to drop"
        );

        let c = open(Variant::Keryo, false, false).unwrap();
        assert!(c
            .invitation(crate::locale::Lang::ENGLISH, Duration::from_secs(900))
            .ends_with("The game is unrated and without the tournament rule: White's second stone may go anywhere."));
        let mut m = c.accept(2, now).unwrap();
        assert!(!m.game.has_tournament_rule());
        m.play(1, "K10", now).unwrap();
        m.play(2, "L9", now).unwrap();
        assert!(
            !m.status(crate::locale::Lang::ENGLISH).contains("H8–M12"),
            "no rule to tell of: {}",
            m.status(crate::locale::Lang::ENGLISH)
        );
        m.play(1, "L10", now)
            .expect("inside H8–M12, without the rule");
        m.play(2, "M10", now).unwrap();
        // A takeback replays the game by its own rules.
        m.propose(2, OfferKind::Takeback, now).unwrap();
        m.answer(1, OfferKind::Takeback, true, now).unwrap();
        assert_eq!(m.moves_text(), "K10 L9 L10");
        assert!(!m.game.has_tournament_rule());

        // The same in a game that keeps the rule is refused.
        let mut rated = open(Variant::Keryo, false, true)
            .unwrap()
            .accept(2, now)
            .unwrap();
        rated.play(1, "K10", now).unwrap();
        rated.play(2, "L9", now).unwrap();
        assert!(matches!(
            rated.play(1, "L10", now),
            Err(TurnError::Illegal(_))
        ));
    }

    #[test]
    fn in_connect6_the_player_who_placed_the_last_stone_takes_it_back() {
        use crate::session::OfferKind;
        let now = SystemTime::now();
        let mut m = two_player_match();
        m.game = Game::of(Variant::Connect6, false);
        let (white, black) = (m.white.id, m.black.id);
        m.play(white, "K10", now).unwrap();
        m.play(black, "L9", now).unwrap();
        m.play(black, "L11", now).unwrap();
        m.play(white, "M10", now).unwrap();
        // White is to place its second stone, and placed the last one.
        assert!(m.propose(black, OfferKind::Takeback, now).is_err());
        m.propose(white, OfferKind::Takeback, now).unwrap();
    }

    #[test]
    fn the_computer_acts_when_it_places_or_decides_and_keeps_its_colour_through_a_swap() {
        use crate::ai::Level;
        use crate::session::Computer;
        let now = SystemTime::now();
        let mut m = two_player_match();
        m.game = Game::of(Variant::DPente, false);
        // The person is player 1 (White) and places the four opening stones.
        m.computer = Some(Computer {
            color: Color::Black,
            level: Level::Easy,
        });
        let person = m.white.id;
        for p in ["A1", "B2", "C3", "D5"] {
            assert!(!m.computer_to_move(), "{p}: player 1 places it");
            m.play(person, p, now).unwrap();
        }
        // The decision is the computer's; a person cannot make it for it.
        assert!(m.computer_to_move());
        assert!(m.decide(person, Choice::Swap, now).is_err());
        m.decide_computer(Choice::Swap, now).unwrap();
        assert_eq!(m.computer_color(), Some(Color::White));
        assert_eq!(m.black.id, person, "the person holds Black now");
        // The computer, White now, places stone 5; then it is the person's.
        assert!(m.computer_to_move());
        assert!(
            m.decide_computer(Choice::Keep, now).is_err(),
            "nothing to decide"
        );
        m.play_computer("E6".parse().unwrap(), now).unwrap();
        assert!(!m.computer_to_move());
        m.play(person, "F7", now).unwrap();
        assert!(m.computer_to_move());
    }
}
