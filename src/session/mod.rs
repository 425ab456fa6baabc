//! Games and challenges between people: who may do what, and when. The bot's
//! commands call these; no Discord type appears here (users are plain ids),
//! so every turn rule is tested without a network.

pub mod clock;
pub mod offer;
mod opening;
mod texts;
pub mod vacation;

use crate::ai::Level;
use crate::game::{
    Action, Choice, Color, Ending, Game, IllegalMove, MoveOutcome, Outcome, Point, Variant,
};
use crate::locale::{self, Lang};
use crate::tr;
pub use clock::{Clock, Event};
pub use offer::{Answered, Offer, OfferError, OfferKind, Proposal, Refused};
use std::time::{Duration, SystemTime};
pub use texts::{illegal_text, point_error_text, How, SessionError, Summary};

/// A Discord user id (a snowflake), kept as a plain number here.
pub type UserId = u64;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Player {
    pub id: UserId,
    pub name: String,
}

impl Player {
    pub fn new(id: UserId, name: impl Into<String>) -> Player {
        Player {
            id,
            name: name.into(),
        }
    }

    /// How Discord mentions the player in a message.
    pub fn mention(&self) -> String {
        format!("<@{}>", self.id)
    }
}

/// The colour a challenger asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ColorChoice {
    White,
    Black,
    Random,
}

impl ColorChoice {
    /// The colour, drawing one for `Random` from `coin` (any number; its
    /// lowest bit decides, so the caller chooses the source of chance).
    pub fn resolve(self, coin: u64) -> Color {
        match self {
            ColorChoice::White => Color::White,
            ColorChoice::Black => Color::Black,
            ColorChoice::Random if coin & 1 == 0 => Color::White,
            ColorChoice::Random => Color::Black,
        }
    }
}

/// An open challenge, waiting for the opponent's answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Challenge {
    /// Tells this challenge from a later one in the same channel, so that a
    /// stale button or timer can't touch the wrong one.
    pub id: u64,
    pub challenger: Player,
    pub opponent: Player,
    pub challenger_color: Color,
    pub expires_at: SystemTime,
    /// The message with the Accept/Decline buttons, once it is posted.
    pub message_id: Option<u64>,
    /// Whether the game will change both players' ratings (`rated:false`
    /// plays for fun).
    pub rated: bool,
    /// The time allowed for each move of the game.
    pub move_time: Duration,
    /// The stored row's version this was read at or written as (see `store`).
    pub version: u64,
    /// Whether the game is to be played in a thread of its own.
    pub thread: bool,
    /// The game of the family to play.
    pub variant: Variant,
    /// A King of the Hill game: its end moves the players on the hill.
    pub hill: bool,
    /// Whether White's second stone is kept out of H8–M12 where the variant
    /// leaves the rule to the game: always in a rated game; an unrated one
    /// may drop it, as on pente.org.
    pub tournament_rule: bool,
}

/// A game between two players in a channel.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Match {
    /// The stored game's id (the id of the challenge it came from).
    pub id: u64,
    pub game: Game,
    pub white: Player,
    pub black: Player,
    /// What the last move captured, for the picture.
    pub last_captured: Vec<Point>,
    /// What the last move poofed of the mover's own stones, likewise.
    pub last_poofed: Vec<Point>,
    /// Set when the game ended away from the board (resigned, on time,
    /// agreed, aborted).
    pub ending: Option<Ending>,
    /// Set when one side is the bot itself.
    pub computer: Option<Computer>,
    /// Whether the game changes the players' ratings when it ends (never
    /// against the computer).
    pub rated: bool,
    pub clock: Clock,
    /// The stored row's version this was read at or written as (see `store`).
    pub version: u64,
    /// A draw offer or takeback request waiting for an answer (see
    /// [`Match::open_offer`]).
    pub offer: Option<Offer>,
    /// How many takebacks the game has had: with the ply, it tells the
    /// newest announcement from older ones.
    pub takebacks: u32,
    /// Whether the game has got under way (see [`Match::is_under_way`]). Kept
    /// apart from the ply because a takeback can bring the ply back below
    /// four, and a game that counted must go on counting.
    pub got_under_way: bool,
}

/// What a channel holds: an open challenge or a game (finished or not).
/// One per channel, so the size difference between the two doesn't matter.
#[allow(clippy::large_enum_variant)]
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Table {
    Challenge(Challenge),
    Match(Match),
}

impl Table {
    /// The game, for a move or a resignation; the reason there is none.
    pub fn match_mut(&mut self) -> Result<&mut Match, TurnError> {
        match self {
            Table::Match(m) => Ok(m),
            Table::Challenge(c) => Err(c.not_started()),
        }
    }
}

/// Why a challenge was refused (the words are `text(lang)`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ChallengeError {
    Yourself,
    Bot(String),
    GameInProgress {
        white: String,
        black: String,
    },
    ChallengePending {
        challenger: String,
        opponent: String,
    },
    RatedKeepsTheTournamentRule,
    TournamentRuleAlways(Variant),
}

/// Why a button on a challenge did nothing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AnswerError {
    NotTheOpponent { opponent: String },
    NotTheChallenger { challenger: String },
    Expired,
    Closed,
}

/// Why a move or a resignation was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TurnError {
    NoGame,
    NotStarted {
        challenger: String,
        opponent: String,
    },
    NotAPlayer {
        white: String,
        black: String,
    },
    NotYourTurn {
        player: String,
        color: Color,
    },
    /// The game is over, and how it ended.
    Over(Summary),
    OutOfTime,
    TooLateToAbort,
    /// A stone while an opening decision is open: it names the choices and
    /// how to make them, whatever was typed.
    ChooseFirst {
        player: String,
        color: Color,
        options: &'static [Choice],
    },
    Illegal(IllegalMove),
}

/// What `/pente challenge` asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChallengeRequest {
    pub challenger: Player,
    pub opponent: Player,
    pub opponent_is_bot: bool,
    pub challenger_color: Color,
    /// Whether the challenger chose that colour (else it was drawn at
    /// random, and an open challenge of either colour has the same terms).
    pub color_chosen: bool,
    pub move_time: Duration,
    pub thread: bool,
    /// Whether the game changes ratings (`rated:false` plays for fun).
    pub rated: bool,
    pub variant: Variant,
    /// A King of the Hill game (see `event::hill`).
    pub hill: bool,
    /// Whether the game keeps the tournament rule (`tournament_rule:false`
    /// drops it, in an unrated game only).
    pub tournament_rule: bool,
}

/// Opens a challenge that expires after `timeout`, unless the channel is busy
/// or the opponent can't play. A finished game or an expired challenge
/// doesn't keep the channel busy, nor does the challenger's own open
/// challenge to the same opponent on other terms: the new one replaces it
/// (see [`Challenge::is_replaced_by`]).
pub fn open_challenge(
    table: Option<&Table>,
    request: ChallengeRequest,
    now: SystemTime,
    timeout: Duration,
    id: u64,
) -> Result<Challenge, ChallengeError> {
    if request.challenger.id == request.opponent.id {
        return Err(ChallengeError::Yourself);
    }
    if request.opponent_is_bot {
        return Err(ChallengeError::Bot(request.opponent.mention()));
    }
    check_tournament_rule(request.variant, request.rated, request.tournament_rule)?;
    match table {
        Some(Table::Challenge(open)) if open.is_replaced_by(&request, now) => {}
        _ => check_free(table, now)?,
    }
    Ok(challenge_of(request, now + timeout, id))
}

/// The challenge `request` asks for, expiring at `expires_at`.
fn challenge_of(request: ChallengeRequest, expires_at: SystemTime, id: u64) -> Challenge {
    Challenge {
        id,
        challenger: request.challenger,
        opponent: request.opponent,
        challenger_color: request.challenger_color,
        expires_at,
        message_id: None,
        rated: request.rated,
        move_time: request.move_time,
        version: 0,
        thread: request.thread,
        variant: request.variant,
        hill: request.hill,
        tournament_rule: request.tournament_rule,
    }
}

/// Whether a game may be played with the tournament rule as asked: a rated
/// game keeps it, and so does every G-Pente game (the variant's own rule).
/// Where the variant has no such rule, dropping it changes nothing.
pub fn check_tournament_rule(
    variant: Variant,
    rated: bool,
    tournament_rule: bool,
) -> Result<(), ChallengeError> {
    if tournament_rule {
        return Ok(());
    }
    if rated {
        return Err(ChallengeError::RatedKeepsTheTournamentRule);
    }
    if variant.tournament_rule(false) {
        return Err(ChallengeError::TournamentRuleAlways(variant));
    }
    Ok(())
}

/// A channel is free unless it has a game in play or an open challenge.
pub fn check_free(table: Option<&Table>, now: SystemTime) -> Result<(), ChallengeError> {
    match table {
        Some(Table::Match(m)) if !m.is_over() => Err(ChallengeError::GameInProgress {
            white: m.white.mention(),
            black: m.black.mention(),
        }),
        Some(Table::Challenge(c)) if !c.is_expired(now) => Err(ChallengeError::ChallengePending {
            challenger: c.challenger.mention(),
            opponent: c.opponent.mention(),
        }),
        _ => Ok(()),
    }
}

/// The bot's side in a game against a person, and how hard it plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Computer {
    pub color: Color,
    pub level: Level,
}

impl Challenge {
    /// The error for a move or resignation while the challenge is open.
    pub fn not_started(&self) -> TurnError {
        TurnError::NotStarted {
            challenger: self.challenger.mention(),
            opponent: self.opponent.mention(),
        }
    }

    pub fn is_expired(&self, now: SystemTime) -> bool {
        now >= self.expires_at
    }

    /// Whether `request` asks for this open challenge again: the same
    /// challenger, the same opponent, the same terms. It is shown again
    /// rather than refused, since the bot may have stopped (a crash) after
    /// saving it and before anyone saw it.
    pub fn is_repeated_by(&self, request: &ChallengeRequest, now: SystemTime) -> bool {
        self.is_between_the_same(request, now) && self.has_the_terms_of(request)
    }

    /// Whether `request` replaces this open challenge: the same challenger
    /// and opponent, other terms (another game, clock, colour...).
    pub fn is_replaced_by(&self, request: &ChallengeRequest, now: SystemTime) -> bool {
        self.is_between_the_same(request, now) && !self.has_the_terms_of(request)
    }

    fn is_between_the_same(&self, request: &ChallengeRequest, now: SystemTime) -> bool {
        !self.is_expired(now)
            && request.challenger.id == self.challenger.id
            && request.opponent.id == self.opponent.id
    }

    /// Every term of the challenge `request` would open, this one's
    /// colour if the request's was drawn at random.
    fn has_the_terms_of(&self, request: &ChallengeRequest) -> bool {
        let mut wanted = challenge_of(request.clone(), self.expires_at, self.id);
        if !request.color_chosen {
            wanted.challenger_color = self.challenger_color;
        }
        wanted.challenger = self.challenger.clone();
        wanted.opponent = self.opponent.clone();
        wanted.message_id = self.message_id;
        wanted.version = self.version;
        wanted == *self
    }

    /// The terms, in a few words: "Pente as White, 1 hour a move" (the
    /// challenger's colour).
    pub fn terms(&self, lang: Lang) -> String {
        let yes_no = |b: bool| if b { "yes" } else { "no" };
        tr!(
            lang,
            "session-terms",
            variant = self.variant.to_string(),
            side = texts::side(self.challenger_color),
            time = locale::duration(lang, self.move_time),
            rated = yes_no(self.rated),
            rule = yes_no(!self.drops_tournament_rule()),
            hill = yes_no(self.hill)
        )
    }

    /// The time left to answer, in whole minutes (rounded up) from a minute on.
    pub fn time_left(&self, now: SystemTime) -> Duration {
        let left = self.expires_at.duration_since(now).unwrap_or_default();
        if left < Duration::from_secs(60) {
            return Duration::from_secs(left.as_secs().max(1));
        }
        Duration::from_secs(left.as_secs().div_ceil(60) * 60)
    }

    /// The opponent accepts: the game begins, with the colours as chosen.
    pub fn accept(&self, user: UserId, now: SystemTime) -> Result<Match, AnswerError> {
        if user != self.opponent.id {
            return Err(AnswerError::NotTheOpponent {
                opponent: self.opponent.mention(),
            });
        }
        if self.is_expired(now) {
            return Err(AnswerError::Expired);
        }
        let (white, black) = match self.challenger_color {
            Color::White => (self.challenger.clone(), self.opponent.clone()),
            Color::Black => (self.opponent.clone(), self.challenger.clone()),
        };
        let mut m = Match::new(self.id, white, black, self.move_time);
        m.game = Game::of(self.variant, self.tournament_rule);
        m.version = self.version;
        m.rated = self.rated;
        m.start_clock(now);
        Ok(m)
    }

    /// The opponent declines.
    pub fn decline(&self, user: UserId) -> Result<(), AnswerError> {
        if user != self.opponent.id {
            return Err(AnswerError::NotTheOpponent {
                opponent: self.opponent.mention(),
            });
        }
        Ok(())
    }

    /// The challenger takes the challenge back.
    pub fn withdraw(&self, user: UserId) -> Result<(), AnswerError> {
        if user != self.challenger.id {
            return Err(AnswerError::NotTheChallenger {
                challenger: self.challenger.mention(),
            });
        }
        Ok(())
    }

    /// Whether the game would play without a tournament rule its variant
    /// has (where the variant has none, there is nothing to drop).
    pub fn drops_tournament_rule(&self) -> bool {
        !self.tournament_rule && self.variant.tournament_rule(true)
    }

    /// The text of the challenge message.
    pub fn invitation(&self, lang: Lang, timeout: Duration) -> String {
        let mut s = tr!(
            lang,
            "session-invitation",
            challenger = self.challenger.mention(),
            opponent = self.opponent.mention(),
            variant = self.variant.to_string(),
            side = texts::side(self.challenger_color),
            time = locale::duration(lang, self.move_time),
            expires = locale::duration(lang, timeout)
        );
        let mut add = |more: String| {
            s.push(' ');
            s.push_str(&more);
        };
        match (self.rated, self.drops_tournament_rule()) {
            (true, _) => {}
            (false, false) => add(tr!(lang, "session-invitation-unrated")),
            (false, true) => add(tr!(lang, "session-invitation-unrated-no-rule")),
        }
        if self.hill {
            add(tr!(lang, "session-invitation-hill"));
        }
        s
    }
}

impl Match {
    /// A new game, its clock not yet running.
    pub fn new(id: u64, white: Player, black: Player, move_time: Duration) -> Match {
        Match {
            id,
            game: Game::new(),
            white,
            black,
            last_captured: Vec::new(),
            last_poofed: Vec::new(),
            ending: None,
            computer: None,
            rated: true,
            clock: Clock::new(move_time),
            version: 0,
            offer: None,
            takebacks: 0,
            got_under_way: false,
        }
    }

    /// Starts the clock for whoever is to move: a person has the move's
    /// full time; the computer has no clock (it answers at once), and a
    /// finished game none.
    pub fn start_clock(&mut self, now: SystemTime) {
        if self.is_over() || self.computer_to_move() {
            self.clock.stop();
        } else {
            let weekend = self.clock.weekend_of(self.game.placer());
            self.clock.start_move(now, weekend);
        }
    }

    /// Whether both sides have made at least two moves, now or at any time
    /// before a takeback: from then on the game counts, it can't be aborted
    /// by a player, and running out of time loses it rather than aborting it.
    pub fn is_under_way(&self) -> bool {
        self.got_under_way
    }

    /// Notes a move: once each side has made two moves, the game is under
    /// way for good.
    fn note_progress(&mut self) {
        // Each side has made two moves: in the D-Pente and Swap2 openings
        // one player places the first stones, so it takes the choice and
        // two stones more; in Connect6 a turn is two stones after White's
        // first, so two full turns each are seven (W, B B, W W, B B).
        let variant = self.game.variant();
        let needed = match variant.opening() {
            crate::game::Opening::Standard if variant.two_stones_a_turn() => 7,
            crate::game::Opening::Standard => 4,
            _ => 6,
        };
        self.got_under_way |= self.game.ply() >= needed && self.game.pending().is_none();
    }

    /// The time ran out for the player to move: they lose, or, in a game
    /// not yet under way, it is aborted. `None` if the time isn't up.
    pub fn time_out(&mut self, now: SystemTime) -> Option<Ending> {
        if self.is_over() || !self.clock.is_up(now) {
            return None;
        }
        let ending = if self.is_under_way() {
            Ending::Time(self.game.placer())
        } else {
            Ending::Aborted
        };
        self.end(ending);
        Some(ending)
    }

    /// The reminder for the player to move, marked as sent.
    pub fn remind(&mut self, lang: Lang) -> String {
        self.clock.reminded = true;
        let to_move = self.game.placer();
        let player = self.player(to_move).mention();
        let color = locale::color(lang, to_move);
        let when = self.clock.deadline.map(clock::relative_time);
        match (self.is_under_way(), when) {
            (true, Some(when)) => tr!(
                lang,
                "session-remind-lost-by",
                player = player,
                color = color,
                when = when
            ),
            (true, None) => tr!(lang, "session-remind-lost", player = player, color = color),
            (false, Some(when)) => tr!(
                lang,
                "session-remind-aborted-by",
                player = player,
                color = color,
                when = when
            ),
            (false, None) => tr!(
                lang,
                "session-remind-aborted",
                player = player,
                color = color
            ),
        }
    }

    /// A player calls the game off before it is under way; it counts nowhere.
    pub fn abort(&mut self, user: UserId) -> Result<(), TurnError> {
        self.check_player(user)?;
        if self.is_under_way() {
            return Err(TurnError::TooLateToAbort);
        }
        self.end(Ending::Aborted);
        Ok(())
    }

    /// A moderator ends the game, whatever its state: aborted, not counted.
    pub fn end_by_moderator(&mut self) -> Result<(), TurnError> {
        if self.is_over() {
            return Err(TurnError::Over(self.summary()));
        }
        self.end(Ending::Aborted);
        Ok(())
    }

    fn end(&mut self, ending: Ending) {
        self.ending = Some(ending);
        self.last_captured.clear();
        self.last_poofed.clear();
        self.clock.stop();
    }

    /// Whether it is the computer's turn in a game still on.
    pub fn computer_to_move(&self) -> bool {
        !self.is_over() && self.computer_color() == Some(self.game.placer())
    }

    /// The colour the computer holds now: the one it began with, or the
    /// other after an opening swap.
    pub fn computer_color(&self) -> Option<Color> {
        let swapped = self.colours_swapped();
        self.computer
            .map(|c| if swapped { c.color.opponent() } else { c.color })
    }

    /// The computer places a stone at `point` (chosen by the engine).
    pub fn play_computer(
        &mut self,
        point: Point,
        now: SystemTime,
    ) -> Result<MoveOutcome, TurnError> {
        if self.is_over() {
            return Err(TurnError::Over(self.summary()));
        }
        if !self.computer_to_move() {
            return Err(TurnError::NotYourTurn {
                player: self.player(self.game.to_move()).mention(),
                color: self.game.to_move(),
            });
        }
        let m = self.game.play(point).map_err(TurnError::Illegal)?;
        self.after_stone(&m, now);
        Ok(m)
    }

    /// What follows every stone placed in play: the progress noted, what it
    /// captured kept for the picture, and the clock started for the next
    /// turn. The first stone of a Connect6 turn leaves the clock as it is:
    /// one turn, one deadline and one reminder, however many stones.
    fn after_stone(&mut self, m: &MoveOutcome, now: SystemTime) {
        self.note_progress();
        self.last_captured = m.captured.as_slice().to_vec();
        self.last_poofed = m.poofed.as_slice().to_vec();
        let turn_goes_on = self.game.variant().two_stones_a_turn()
            && !self.is_over()
            && self.game.to_move() == m.color;
        if !turn_goes_on {
            self.start_clock(now);
        }
    }

    /// A game in play rebuilt from its stored moves (stones, and the words
    /// of the opening decisions), which are replayed on `start`, the empty
    /// game of its variant with the tournament rule or without: stored data
    /// is never taken on trust. `white` and `black` are the players who held
    /// the colours at the start; a swap in the moves exchanges them as it
    /// did in play.
    pub fn restore(
        id: u64,
        start: Game,
        white: Player,
        black: Player,
        moves: &[String],
        clock: Clock,
    ) -> Result<Match, (usize, IllegalMove)> {
        let mut m = Match::new(id, white, black, clock.move_time);
        m.game = start;
        m.clock = clock;
        for (i, mv) in moves.iter().enumerate() {
            match mv
                .parse::<Action>()
                .map_err(|e| (i, IllegalMove::from(e)))?
            {
                Action::Decision(choice) => {
                    m.game.decide(choice).map_err(|e| (i, e))?;
                    if choice == Choice::Swap {
                        std::mem::swap(&mut m.white, &mut m.black);
                    }
                }
                Action::Stone(p) => {
                    let outcome = m.game.play(p).map_err(|e| (i, e))?;
                    m.last_captured = outcome.captured.as_slice().to_vec();
                    m.last_poofed = outcome.poofed.as_slice().to_vec();
                }
            }
        }
        m.note_progress();
        Ok(m)
    }

    /// Whether opening swaps left the players with the other colours than
    /// they began with.
    pub fn colours_swapped(&self) -> bool {
        let swaps = self
            .game
            .decisions()
            .iter()
            .filter(|&&(_, c)| c == Choice::Swap)
            .count();
        swaps % 2 == 1
    }

    /// The players who held White and Black when the game began: a swap
    /// exchanged them since.
    pub fn starting_players(&self) -> (&Player, &Player) {
        if self.colours_swapped() {
            (&self.black, &self.white)
        } else {
            (&self.white, &self.black)
        }
    }

    /// The moves in pente.org notation, with the opening decisions as
    /// words, separated by spaces, as stored.
    pub fn moves_text(&self) -> String {
        let words: Vec<String> = self.game.actions().iter().map(|a| a.to_string()).collect();
        words.join(" ")
    }

    pub fn player(&self, color: Color) -> &Player {
        match color {
            Color::White => &self.white,
            Color::Black => &self.black,
        }
    }

    pub fn color_of(&self, user: UserId) -> Option<Color> {
        if user == self.white.id {
            Some(Color::White)
        } else if user == self.black.id {
            Some(Color::Black)
        } else {
            None
        }
    }

    pub fn is_over(&self) -> bool {
        self.ending.is_some() || self.game.is_over()
    }

    /// The winner, if the game has one.
    pub fn winner(&self) -> Option<Color> {
        match self.ending {
            Some(ending) => ending.winner(),
            None => self.game.outcome().winner(),
        }
    }

    fn check_player(&self, user: UserId) -> Result<Color, TurnError> {
        let color = self.color_of(user).ok_or_else(|| TurnError::NotAPlayer {
            white: self.white.mention(),
            black: self.black.mention(),
        })?;
        if self.is_over() {
            return Err(TurnError::Over(self.summary()));
        }
        Ok(color)
    }

    /// `user` plays the point written as `input`. Checked in this order: a
    /// player of this game, the game still on, their turn, then the rules.
    /// A move sent after the deadline is refused: the clock decides first.
    pub fn play(
        &mut self,
        user: UserId,
        input: &str,
        now: SystemTime,
    ) -> Result<MoveOutcome, TurnError> {
        let color = self.check_player(user)?;
        // Who places the stone: in the D-Pente and Swap2 openings, not
        // always the holder of its colour (see `Game::placer`).
        let to_move = self.game.placer();
        if color != to_move {
            return Err(TurnError::NotYourTurn {
                player: self.player(to_move).mention(),
                color: to_move,
            });
        }
        if self.clock.is_up(now) {
            return Err(TurnError::OutOfTime);
        }
        if let Some(pending) = self.game.pending() {
            return Err(TurnError::ChooseFirst {
                player: self.player(pending.by).mention(),
                color: pending.by,
                options: pending.options,
            });
        }
        let m = self.game.play_str(input).map_err(TurnError::Illegal)?;
        self.after_stone(&m, now);
        Ok(m)
    }

    /// `user` resigns; returns their colour.
    pub fn resign(&mut self, user: UserId) -> Result<Color, TurnError> {
        let color = self.check_player(user)?;
        self.end(Ending::Resigned(color));
        Ok(color)
    }

    fn named(&self, lang: Lang, color: Color) -> String {
        texts::named(lang, &self.player(color).mention(), color)
    }

    /// How the game ended, as data with the players' mentions; the game
    /// goes on while it does.
    pub fn summary(&self) -> Summary {
        let how = match self.ending {
            Some(Ending::Resigned(loser)) => How::Resigned(loser),
            Some(Ending::Time(loser)) => How::Time(loser),
            Some(Ending::Agreement) => How::Agreement,
            Some(Ending::Aborted) => How::Aborted,
            None => match self.game.outcome() {
                Outcome::Ongoing => How::Ongoing,
                Outcome::Draw => How::Draw,
                Outcome::Won { winner, reason } => How::Won {
                    winner,
                    reason,
                    captures: self.game.captures(winner),
                },
            },
        };
        Summary {
            white: self.white.mention(),
            black: self.black.mention(),
            how,
        }
    }

    /// How the game ended, in words; "the game goes on" while it does.
    pub fn ending(&self, lang: Lang) -> String {
        self.summary().text(lang)
    }

    /// Whose turn it is, or how the game ended: the status line of a board.
    pub fn status(&self, lang: Lang) -> String {
        if self.is_over() {
            let mut s = capitalize(&self.ending(lang));
            s.push('.');
            return s;
        }
        let game = &self.game;
        let variant = game.variant();
        let s = match game.pending() {
            Some(p) => {
                let options: Vec<&str> = p.options.iter().map(|c| c.as_str()).collect();
                tr!(
                    lang,
                    "session-status-choose",
                    player = self.named(lang, p.by),
                    choices = options.join(", ")
                )
            }
            None if game.placer() != game.to_move() => tr!(
                lang,
                "session-status-place",
                player = self.named(lang, game.placer()),
                side = texts::side(game.to_move())
            ),
            None => tr!(
                lang,
                "session-status-to-move",
                player = self.named(lang, game.to_move())
            ),
        };
        let ply = game.ply();
        let rule = if game.pending().is_some() {
            None
        } else if ply == 0 && variant.first_on_center() {
            Some(tr!(lang, "session-rule-first-center"))
        } else if game.tournament_rule_applies() {
            Some(if variant.gpente_points() {
                tr!(lang, "session-rule-second-outside-gpente")
            } else {
                tr!(lang, "session-rule-second-outside")
            })
        } else if variant.two_stones_a_turn() && ply > 0 {
            Some(if ply % 2 == 1 {
                tr!(lang, "session-rule-two-stones")
            } else {
                tr!(lang, "session-rule-one-more")
            })
        } else {
            None
        };
        let mut s = match rule {
            Some(rule) => tr!(lang, "session-status-rule", status = s, rule = rule),
            None => s,
        };
        s.push('.');
        if let Some(deadline) = self.clock.deadline {
            s.push(' ');
            s.push_str(&tr!(
                lang,
                "session-status-due",
                when = clock::relative_time(deadline)
            ));
        }
        s
    }

    /// The announcement of an accepted move: who played where, what it
    /// captured, and who is to move or how the game ended.
    pub fn describe_move(&self, lang: Lang, m: &MoveOutcome) -> String {
        let mut s = self.move_words(lang, m);
        s.push_str(" — ");
        s.push_str(&self.status(lang));
        s
    }

    /// Who played where and what it captured.
    pub fn move_words(&self, lang: Lang, m: &MoveOutcome) -> String {
        let placer = self.game.placer_of(self.game.ply().saturating_sub(1));
        let mut s = if placer == m.color {
            tr!(
                lang,
                "session-move-played",
                player = self.named(lang, m.color),
                point = m.point.to_string()
            )
        } else {
            tr!(
                lang,
                "session-move-placed",
                player = self.named(lang, placer),
                side = texts::side(m.color),
                point = m.point.to_string()
            )
        };
        let points = |ps: &[Point]| {
            ps.iter()
                .map(|p| p.to_string())
                .collect::<Vec<_>>()
                .join(" ")
        };
        if !m.captured.is_empty() {
            s = tr!(
                lang,
                "session-move-captured",
                played = s,
                points = points(m.captured.as_slice())
            );
        }
        if !m.poofed.is_empty() {
            s = tr!(
                lang,
                "session-move-poofed",
                played = s,
                points = points(m.poofed.as_slice())
            );
        }
        s
    }
}

fn capitalize(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// Legal points for the side to move that start with what was typed, nearest
/// the stones already played first, at most `limit`. On White's first move that
/// is K10 alone; on White's second, only points outside the 5×5 square.
pub fn suggest_moves(game: &Game, typed: &str, limit: usize) -> Vec<Point> {
    let prefix = typed.trim().to_ascii_uppercase();
    let stones: Vec<Point> = Color::BOTH
        .iter()
        .flat_map(|&c| game.board().stones(c))
        .collect();
    let last = game.last_move();
    let mut candidates: Vec<(usize, usize, Point)> = game
        .legal_moves()
        .filter(|p| p.to_string().starts_with(&prefix))
        .map(|p| {
            let near = stones.iter().map(|&s| p.chebyshev(s)).min().unwrap_or(0);
            let from_last = last.map_or(0, |l| p.chebyshev(l));
            (near, from_last, p)
        })
        .collect();
    candidates.sort();
    candidates
        .into_iter()
        .take(limit)
        .map(|(_, _, p)| p)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn alice() -> Player {
        Player::new(1, "alice")
    }
    fn bob() -> Player {
        Player::new(2, "bob")
    }
    const TIMEOUT: Duration = Duration::from_secs(900);
    const MOVE_TIME: Duration = Duration::from_secs(86_400);
    const NOW: SystemTime = SystemTime::UNIX_EPOCH;

    fn request(challenger: Player, opponent: Player, bot: bool) -> ChallengeRequest {
        ChallengeRequest {
            challenger,
            opponent,
            opponent_is_bot: bot,
            challenger_color: Color::White,
            color_chosen: true,
            move_time: MOVE_TIME,
            thread: false,
            rated: true,
            variant: crate::game::Variant::Pente,
            hill: false,
            tournament_rule: true,
        }
    }

    fn open(
        table: Option<&Table>,
        challenger: Player,
        opponent: Player,
        bot: bool,
    ) -> Result<Challenge, ChallengeError> {
        open_challenge(
            table,
            request(challenger, opponent, bot),
            SystemTime::now(),
            TIMEOUT,
            7,
        )
    }

    fn challenge(color: Color) -> Challenge {
        let mut r = request(alice(), bob(), false);
        r.challenger_color = color;
        open_challenge(None, r, SystemTime::now(), TIMEOUT, 7).unwrap()
    }

    #[test]
    fn challenges_are_refused_with_a_reason() {
        assert_eq!(
            open(None, alice(), alice(), false),
            Err(ChallengeError::Yourself)
        );
        let err = open(None, alice(), bob(), true).unwrap_err();
        assert!(err.to_string().contains("<@2> is a bot"), "{err}");

        let busy = Table::Match(Match::new(0, alice(), bob(), MOVE_TIME));
        let err = open(Some(&busy), Player::new(3, "c"), Player::new(4, "d"), false).unwrap_err();
        assert!(
            err.to_string()
                .contains("already a game in this channel (<@1> vs <@2>)"),
            "{err}"
        );

        let pending = Table::Challenge(challenge(Color::White));
        let err = open(
            Some(&pending),
            Player::new(3, "c"),
            Player::new(4, "d"),
            false,
        )
        .unwrap_err();
        assert!(matches!(err, ChallengeError::ChallengePending { .. }));
    }

    #[test]
    fn the_same_challenge_asked_again_while_open_is_a_repeat() {
        let now = SystemTime::now();
        let c = open_challenge(None, request(alice(), bob(), false), now, TIMEOUT, 7).unwrap();
        assert!(c.is_repeated_by(&request(alice(), bob(), false), now));
        assert!(!c.is_repeated_by(&request(alice(), Player::new(3, "c"), false), now));
        assert!(!c.is_repeated_by(&request(bob(), alice(), false), now));
        assert!(!c.is_repeated_by(&request(alice(), bob(), false), now + TIMEOUT));
        assert_eq!(c.time_left(now), TIMEOUT);
        assert_eq!(
            c.time_left(now + Duration::from_secs(61)),
            Duration::from_secs(14 * 60)
        );
        assert_eq!(
            c.time_left(now + TIMEOUT - Duration::from_millis(1500)),
            Duration::from_secs(1)
        );
    }

    #[test]
    fn a_challenge_on_other_terms_replaces_the_challengers_open_one() {
        let now = SystemTime::now();
        let c = open_challenge(None, request(alice(), bob(), false), now, TIMEOUT, 7).unwrap();
        let table = Table::Challenge(c.clone());
        let mut connect6 = request(alice(), bob(), false);
        connect6.variant = crate::game::Variant::Connect6;
        assert!(!c.is_repeated_by(&connect6, now));
        assert!(c.is_replaced_by(&connect6, now));
        let new = open_challenge(Some(&table), connect6.clone(), now, TIMEOUT, 8).unwrap();
        assert_eq!(new.variant, crate::game::Variant::Connect6);
        let mut longer = request(alice(), bob(), false);
        longer.move_time = MOVE_TIME * 2;
        assert!(c.is_replaced_by(&longer, now));
        // Only the challenger's own challenge to the same opponent.
        let mut other = connect6.clone();
        other.challenger = Player::new(3, "c");
        assert!(matches!(
            open_challenge(Some(&table), other, now, TIMEOUT, 8),
            Err(ChallengeError::ChallengePending { .. })
        ));
        // A colour drawn at random is no other term; a chosen one is.
        let mut random = request(alice(), bob(), false);
        random.challenger_color = Color::Black;
        random.color_chosen = false;
        assert!(c.is_repeated_by(&random, now));
        random.color_chosen = true;
        assert!(c.is_replaced_by(&random, now));
        // A new name is the same person.
        let renamed = request(Player::new(1, "alicia"), bob(), false);
        assert!(c.is_repeated_by(&renamed, now));
        assert_eq!(
            c.terms(crate::locale::Lang::ENGLISH),
            "Pente as White, 1 day a move"
        );
    }

    #[test]
    fn a_finished_game_or_an_expired_challenge_frees_the_channel() {
        let mut m = Match::new(0, alice(), bob(), MOVE_TIME);
        m.resign(1).unwrap();
        let done = Table::Match(m);
        assert!(open(Some(&done), alice(), bob(), false).is_ok());
        let mut old = challenge(Color::White);
        old.expires_at = SystemTime::now() - Duration::from_secs(1);
        let stale = Table::Challenge(old);
        assert!(open(Some(&stale), alice(), bob(), false).is_ok());
    }

    #[test]
    fn only_the_opponent_answers_and_only_the_challenger_withdraws() {
        let c = challenge(Color::Black);
        let now = SystemTime::now();
        assert!(matches!(
            c.accept(1, now),
            Err(AnswerError::NotTheOpponent { .. })
        ));
        assert!(matches!(
            c.accept(3, now),
            Err(AnswerError::NotTheOpponent { .. })
        ));
        assert!(c.decline(1).is_err());
        assert!(c.decline(2).is_ok());
        assert!(c.withdraw(2).is_err());
        assert!(c.withdraw(1).is_ok());
        let m = c.accept(2, now).unwrap();
        assert_eq!(m.white, bob(), "the challenger asked for Black");
        assert_eq!(m.black, alice());
        assert_eq!(c.accept(2, c.expires_at), Err(AnswerError::Expired));
    }

    #[test]
    fn random_colour_uses_the_coin() {
        assert_eq!(ColorChoice::Random.resolve(0), Color::White);
        assert_eq!(ColorChoice::Random.resolve(1), Color::Black);
        assert_eq!(ColorChoice::Black.resolve(0), Color::Black);
    }

    #[test]
    fn invitation_names_both_and_the_timeout() {
        let text = challenge(Color::White)
            .invitation(crate::locale::Lang::ENGLISH, Duration::from_secs(900));
        assert_eq!(
            text,
            "<@1> challenges <@2> to a game of Pente! <@1> would play White, <@2> Black, \
             with 1 day a move. The challenge expires in 15 minutes."
        );
        let mut unrated = challenge(Color::White);
        unrated.rated = false;
        assert!(unrated
            .invitation(crate::locale::Lang::ENGLISH, Duration::from_secs(900))
            .ends_with("The challenge expires in 15 minutes. The game is unrated."));
        assert!(!unrated.accept(2, SystemTime::now()).unwrap().rated);
        assert!(
            challenge(Color::White)
                .accept(2, SystemTime::now())
                .unwrap()
                .rated
        );
        assert_eq!(
            crate::locale::duration(crate::locale::Lang::ENGLISH, Duration::from_secs(3600)),
            "1 hour"
        );
        assert_eq!(
            crate::locale::duration(crate::locale::Lang::ENGLISH, Duration::from_secs(90)),
            "90 seconds"
        );
    }

    #[test]
    fn turns_are_enforced_in_order() {
        let mut m = Match::new(0, alice(), bob(), MOVE_TIME);
        let err = m.play(3, "K10", NOW).unwrap_err();
        assert_eq!(err.to_string(), "You are not a player in this game (<@1> vs <@2>). Watch along, or start your own game in a thread.");
        let err = m.play(2, "K10", NOW).unwrap_err();
        assert_eq!(
            err.to_string(),
            "It's not your turn: <@1> (White) is to move."
        );
        let err = m.play(1, "L9", NOW).unwrap_err();
        assert!(err.to_string().contains("must go on K10"), "{err}");
        let err = m.play(1, "I5", NOW).unwrap_err();
        assert!(err.to_string().contains("did you mean H5 or J5"), "{err}");
        assert_eq!(m.game.ply(), 0, "refused moves change nothing");
        let mv = m.play(1, "k10", NOW).unwrap();
        assert_eq!(
            m.describe_move(crate::locale::Lang::ENGLISH, &mv),
            "<@1> (White) played K10 — <@2> (Black) to move. Move due <t:86400:R>."
        );
        m.play(2, "L9", NOW).unwrap();
        assert_eq!(
            m.status(crate::locale::Lang::ENGLISH),
            "<@1> (White) to move: White's second stone must be outside the square H8–M12. Move due <t:86400:R>."
        );
        let err = m.play(1, "L11", NOW).unwrap_err();
        assert!(err.to_string().contains("H8–M12"), "{err}");
    }

    #[test]
    fn captures_and_wins_are_described() {
        let mut m = Match::new(0, alice(), bob(), MOVE_TIME);
        for (user, mv) in [(1, "K10"), (2, "L10"), (1, "O10"), (2, "M10")] {
            m.play(user, mv, NOW).unwrap();
        }
        let mv = m.play(1, "N10", NOW).unwrap();
        assert_eq!(
            m.describe_move(crate::locale::Lang::ENGLISH, &mv),
            "<@1> (White) played N10 and captured M10 L10 — <@2> (Black) to move. Move due <t:86400:R>."
        );
        assert_eq!(m.last_captured.len(), 2);
        let mut m = Match::new(0, alice(), bob(), MOVE_TIME);
        for (user, mv) in [
            (1, "K10"),
            (2, "A1"),
            (1, "K13"),
            (2, "A2"),
            (1, "K14"),
            (2, "A3"),
            (1, "K15"),
            (2, "A4"),
            (1, "K16"),
            (2, "A5"),
        ] {
            m.play(user, mv, NOW).unwrap();
        }
        assert!(m.is_over());
        assert_eq!(m.winner(), Some(Color::Black));
        assert_eq!(
            m.status(crate::locale::Lang::ENGLISH),
            "<@2> (Black) wins with five in a row."
        );
        let err = m.play(1, "K12", NOW).unwrap_err();
        assert!(
            err.to_string()
                .starts_with("This game is over: <@2> (Black) wins with five in a row."),
            "{err}"
        );
        assert!(matches!(m.resign(1), Err(TurnError::Over(_))));
    }

    #[test]
    fn stored_games_are_replayed_on_restore() {
        let moves: Vec<String> = "K10 L10 O10 M10 N10".split(' ').map(String::from).collect();
        let m = Match::restore(
            9,
            Game::of(Variant::Pente, true),
            alice(),
            bob(),
            &moves,
            Clock::new(MOVE_TIME),
        )
        .unwrap();
        assert_eq!(m.id, 9);
        assert_eq!(m.game.captures(Color::White), 2);
        assert_eq!(m.last_captured.len(), 2);
        assert_eq!(m.moves_text(), "K10 L10 O10 M10 N10");
        let broken: Vec<String> = "K10 K10".split(' ').map(String::from).collect();
        let (at, err) = Match::restore(
            9,
            Game::of(Variant::Pente, true),
            alice(),
            bob(),
            &broken,
            Clock::new(MOVE_TIME),
        )
        .unwrap_err();
        assert_eq!(at, 1);
        assert_eq!(err.code(), "occupied");
    }

    #[test]
    fn resigning_ends_the_game() {
        let mut m = Match::new(0, alice(), bob(), MOVE_TIME);
        assert!(m.resign(3).is_err(), "spectators can't resign");
        assert_eq!(m.resign(2), Ok(Color::Black));
        assert_eq!(m.winner(), Some(Color::White));
        assert_eq!(
            m.status(crate::locale::Lang::ENGLISH),
            "<@2> (Black) resigned, <@1> (White) wins."
        );
        assert!(m.play(1, "K10", NOW).is_err());
    }

    #[test]
    fn the_clock_decides_between_a_loss_on_time_and_an_abort() {
        let t0 = SystemTime::UNIX_EPOCH + Duration::from_secs(1_000_000);
        let mut m = challenge(Color::White).accept(2, t0).unwrap();
        assert_eq!(m.clock.deadline, Some(t0 + MOVE_TIME));
        assert_eq!(
            m.status(crate::locale::Lang::ENGLISH),
            format!(
                "<@1> (White) to move: White's first stone goes on K10. Move due <t:{}:R>.",
                1_000_000 + 86_400
            )
        );
        assert_eq!(m.time_out(t0 + MOVE_TIME / 2), None, "not yet");
        let mut early = m.clone();
        assert_eq!(early.time_out(t0 + MOVE_TIME), Some(Ending::Aborted));
        assert_eq!(early.winner(), None);
        for (i, (user, mv)) in [(1, "K10"), (2, "L9"), (1, "N10"), (2, "L10")]
            .into_iter()
            .enumerate()
        {
            m.play(user, mv, t0 + Duration::from_secs(i as u64))
                .unwrap();
        }
        let late = t0 + Duration::from_secs(3) + MOVE_TIME;
        assert_eq!(m.play(1, "N11", late), Err(TurnError::OutOfTime));
        assert_eq!(m.game.ply(), 4, "a late move changes nothing");
        assert_eq!(m.time_out(late), Some(Ending::Time(Color::White)));
        assert_eq!(m.winner(), Some(Color::Black));
        assert_eq!(
            m.status(crate::locale::Lang::ENGLISH),
            "<@1> (White) ran out of time, <@2> (Black) wins on time."
        );
        assert_eq!(m.clock.deadline, None);
        assert_eq!(m.time_out(late + MOVE_TIME), None, "only once");
    }

    #[test]
    fn the_reminder_mentions_the_player_to_move() {
        let t0 = SystemTime::UNIX_EPOCH + Duration::from_secs(1_000_000);
        let mut m = challenge(Color::White).accept(2, t0).unwrap();
        m.play(1, "K10", t0).unwrap();
        let text = m.remind(crate::locale::Lang::ENGLISH);
        assert!(
            text.starts_with("⏰ <@2>, it's your move (Black)"),
            "{text}"
        );
        assert!(!text.contains("<@1>"), "{text}");
        assert!(m.clock.reminded);
    }

    #[test]
    fn only_players_abort_and_only_early() {
        let mut m = Match::new(0, alice(), bob(), MOVE_TIME);
        assert!(matches!(m.abort(3), Err(TurnError::NotAPlayer { .. })));
        m.play(1, "K10", NOW).unwrap();
        let mut early = m.clone();
        early.abort(2).unwrap();
        assert_eq!(early.ending, Some(Ending::Aborted));
        assert!(early.is_over());
        assert!(
            early
                .status(crate::locale::Lang::ENGLISH)
                .contains("aborted"),
            "{}",
            early.status(crate::locale::Lang::ENGLISH)
        );
        for (user, mv) in [(2, "L9"), (1, "N10"), (2, "L10")] {
            m.play(user, mv, NOW).unwrap();
        }
        assert_eq!(m.abort(1), Err(TurnError::TooLateToAbort));
        assert!(!m.is_over());
        m.end_by_moderator().unwrap();
        assert_eq!(m.ending, Some(Ending::Aborted));
        assert!(m.end_by_moderator().is_err(), "already over");
    }

    #[test]
    fn suggestions_follow_the_rules_and_the_stones() {
        let mut g = Game::new();
        assert_eq!(suggest_moves(&g, "", 25), vec![Point::CENTER]);
        assert_eq!(suggest_moves(&g, "a", 25), vec![]);
        g.play_str("K10").unwrap();
        let s = suggest_moves(&g, "", 25);
        assert_eq!(s.len(), 25);
        assert!(
            s[..8].iter().all(|p| p.chebyshev(Point::CENTER) == 1),
            "{s:?}"
        );
        g.play_str("L9").unwrap();
        let s = suggest_moves(&g, "", 25);
        assert!(s.iter().all(|p| p.chebyshev(Point::CENTER) >= 3), "{s:?}");
        let l9: Point = "L9".parse().unwrap();
        let near: Vec<usize> = s
            .iter()
            .map(|p| p.chebyshev(l9).min(p.chebyshev(Point::CENTER)))
            .collect();
        assert!(
            near.windows(2).all(|w| w[0] <= w[1]),
            "nearest first: {s:?}"
        );
        assert_eq!(near[0], 2, "{s:?}");
        let s = suggest_moves(&g, "n1", 25);
        assert!(!s.is_empty());
        assert!(s.iter().all(|p| p.to_string().starts_with("N1")), "{s:?}");
        assert_eq!(s[0].to_string(), "N10", "{s:?}");
    }
}
