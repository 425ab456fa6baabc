# Le site web : les mots de chaque page. $color est le nom d'une couleur
# (common.ftl) ; les coups comme K10 restent tels quels.

web-turning-heading = Tournants
web-turning-intro = Trouvés par le moteur lors de l'analyse de la partie avec `/pente analyze`. Chaque lien mène à la position où le coup a été joué.
web-turning-none = Le moteur a analysé cette partie et n'y a trouvé aucune erreur nette.
web-turning-missed-win = Coup { $number }, { $color } { $point } : un gain manqué — { $better } gagne par force
web-turning-blunder = Coup { $number }, { $color } { $point } : une gaffe — { $better } était meilleur
web-turning-inaccuracy = Coup { $number }, { $color } { $point } : une imprécision — { $better } était meilleur
