# /pente rules : les règles du Pente en bref, et ce qui distingue chaque jeu de la famille.

rules-pente = **Le Pente en bref** (règles de pente.org)
    • Plateau de 19×19 ; les points se nomment comme **K10** : une colonne A–T (il n'y a pas de I) et une ligne 1–19 depuis le bas. K10 est le centre.
    • **Les Blancs commencent**, et leur première pierre va en **K10**.
    • **Règle de tournoi :** la deuxième pierre blanche doit être à au moins 3 points de K10 dans chaque direction — hors du carré **H8–M12** (N10, K13 ou G7 conviennent, L12 non). Les Noirs jouent où ils veulent. Toute partie classée la respecte ; une partie non classée s'en passe seulement si le défi le dit : `/pente challenge opponent:@ami rated:false tournament_rule:false` (contre moi : `tournament_rule:false`).
    • **Captures :** encadrez exactement deux pierres adverses en ligne (X O O X, dans l'une des 8 directions) et elles sont retirées. Plusieurs paires peuvent partir d'un coup. Jouer soi-même dans un encadrement est sans danger ; trois pierres alignées ne se capturent pas.
    • **Gagnez** avec **cinq pierres alignées ou plus** (horizontalement, verticalement ou en diagonale), ou en capturant **10 pierres** (5 paires). Un plateau plein sans vainqueur est une partie nulle.
rules-variant = **{ $name }** — { $summary }
    Tout le reste est comme au Pente : `/pente rules`. Défiez quelqu'un avec `/pente challenge opponent:@ami variant:{ $name }`.
rules-picture = *L'image :* { $caption }
rules-picture-white = Blancs
rules-picture-black = Noirs
rules-example-keryo = Le O10 blanc encadre trois pierres noires et les prend.
rules-example-poof = Le M10 noir prend N10 et O10, et s'évapore avec L10 : posé entre K10 et N10.
rules-example-boat = Le cinq blanc attend : L10 et L11 peuvent encore être capturés en L9. Si les Noirs ne le font pas, les Blancs gagnent.

variant-summary-pente = Cinq pierres alignées ou plus, ou 10 pierres capturées, gagnent. Une pierre qui encadre exactement deux pierres adverses les retire. Les Blancs ouvrent en K10 ; leur deuxième pierre va hors de H8–M12 (la règle de tournoi), dans toute partie classée et dans une non classée sauf si son défi dit `tournament_rule:false`.
variant-summary-keryo = Le Pente où un encadrement d'exactement trois pierres capture aussi (X O O O X), et où il faut 15 pierres capturées pour gagner.
variant-summary-gomoku = Pas de captures ; exactement cinq pierres alignées gagnent (six ou plus, non).
variant-summary-dpente = Le Pente à ouverture libre : le premier joueur pose quatre pierres (blanc, noir, blanc, noir) où il veut, puis le second choisit sa couleur : passer aux Blancs ou garder les Noirs.
variant-summary-gpente = Le Pente à ouverture plus stricte : la deuxième pierre blanche doit être hors de H8–M12 et ni en K13, K14, K7, K6, N10, O10, G10 ni F10, dans toute partie.
variant-summary-poof = Le Pente où une pierre posée dans un encadrement (O X P O) s'évapore : elle et sa voisine sont retirées et comptent comme capturées par l'adversaire. 10 captures ne gagnent que si les nombres diffèrent.
variant-summary-connect6 = Pas de captures ; après la première pierre blanche, chaque tour pose deux pierres, et six alignées ou plus gagnent.
variant-summary-boat = Le Pente où un cinq ne gagne tout de suite que si aucune de ses pierres ne peut être capturée dans une paire ; sinon il gagne s'il survit au coup suivant de l'adversaire.
variant-summary-dkeryo = L'ouverture libre et le choix de couleur du D-Pente, avec les captures de trois du Keryo et 15 pour gagner.
variant-summary-opente = Les captures du Keryo et 15 pour gagner, l'évaporation des paires et des trios, les lignes imprenables du Boat (les trios comptent aussi), et une victoire aux captures seulement avec des nombres inégaux.
variant-summary-swap2pente = Le Pente avec l'ouverture Swap2 : le premier joueur pose trois pierres (B N B) ; le second échange, garde, ou passe en posant deux pierres de plus (N B), laissant le choix au premier.
variant-summary-swap2keryo = Le Keryo-Pente avec l'ouverture Swap2.
