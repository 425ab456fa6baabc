# The website: every page's words. $color is a colour's name (common.ftl);
# moves like K10 stay as they are.

## A game's turning points, when it was analysed with /pente analyze
web-turning-heading = Turning points
web-turning-intro = Found by the engine when the game was analysed with `/pente analyze`. Each links to the position the move was played in.
web-turning-none = The engine analysed this game and found no clear mistakes.
web-turning-missed-win = Move { $number }, { $color } { $point }: a missed win — { $better } wins by force
web-turning-blunder = Move { $number }, { $color } { $point }: a blunder — { $better } was better
web-turning-inaccuracy = Move { $number }, { $color } { $point }: an inaccuracy — { $better } was better
