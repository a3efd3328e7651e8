<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>AbandonGuard</name>
    <message>
        <source>Play deal {number} instead of this game?</source>
        <translation>Jouer la donne {number} au lieu de cette partie ?</translation>
    </message>
    <message>
        <source>Play the daily deal of {game} instead of this game?</source>
        <translation>Jouer la donne du jour de {game} au lieu de cette partie ?</translation>
    </message>
    <message>
        <source>Switch to {game}? That deals a new game.</source>
        <translation>Passer à {game} ? Cela distribue une nouvelle donne.</translation>
    </message>
    <message>
        <source>Deal a new game?</source>
        <translation>Distribuer une nouvelle donne ?</translation>
    </message>
    <message>
        <source>Abandon this game?</source>
        <translation>Abandonner cette partie ?</translation>
    </message>
    <message numerus="yes">
        <source>The game in progress (%n move(s)) is not counted in your statistics: the Demo played in it.</source>
        <translation>
            <numerusform>La partie en cours (%n coup) ne compte pas dans vos statistiques : la démo y a joué.</numerusform>
            <numerusform>La partie en cours (%n coups) ne compte pas dans vos statistiques : la démo y a joué.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game in progress (%n move(s)) then counts as lost.</source>
        <translation>
            <numerusform>La partie en cours (%n coup) compte alors comme perdue.</numerusform>
            <numerusform>La partie en cours (%n coups) compte alors comme perdue.</numerusform>
        </translation>
    </message>
    <message>
        <source>Don't ask again</source>
        <translation>Ne plus demander</translation>
    </message>
    <message>
        <source>As&amp;k before abandoning a game in progress</source>
        <translation>Demander avant d’a&amp;bandonner une partie en cours</translation>
    </message>
</context>
<context>
    <name>About</name>
    <message>
        <source>Calculation {version}</source>
        <translation>Calcul {version}</translation>
    </message>
    <message>
        <source>Website: {link}</source>
        <translation>Site web : {link}</translation>
    </message>
    <message>
        <source>Report a bug: {link}</source>
        <translation>Signaler un bogue : {link}</translation>
    </message>
    <message>
        <source>&lt;p&gt;Calculation, Sir Tommy and Strategy: patience games for people who like to think ahead.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later. Cards are drawn by the program itself.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Calcul, Sir Tommy et Stratégie : des réussites pour qui aime réfléchir à l’avance.&lt;/p&gt;&lt;p&gt;Logiciel libre sous licence GNU General Public License, version 3 ou ultérieure. Les cartes sont dessinées par le programme lui-même.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Calculation</source>
        <translation>À propos de Calcul</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
</context>
<context>
    <name>Accessible</name>
    <message>
        <source>Card table</source>
        <translation>Table de jeu</translation>
    </message>
    <message>
        <source>Tab or the arrow keys move from card to card, Enter or Space picks up and drops; R reads the whole table, Ctrl+1 to Ctrl+8 read a waste pile from the top down.</source>
        <translation>Tab ou les flèches vont de carte en carte, Entrée ou Espace prend et pose ; R lit toute la table, Ctrl+1 à Ctrl+8 lisent une défausse de haut en bas.</translation>
    </message>
    <message>
        <source>builds by ones</source>
        <extracomment>How a foundation builds, by its rule's step (a suit-following foundation says so too).</extracomment>
        <translation>monte de un en un</translation>
    </message>
    <message>
        <source>builds by twos</source>
        <translation>monte de deux en deux</translation>
    </message>
    <message>
        <source>builds by threes</source>
        <translation>monte de trois en trois</translation>
    </message>
    <message>
        <source>builds by fours</source>
        <translation>monte de quatre en quatre</translation>
    </message>
    <message>
        <source>builds by ones in one suit</source>
        <translation>monte de un en un dans une seule couleur</translation>
    </message>
    <message>
        <source>Stock, used up</source>
        <translation>Pioche, épuisée</translation>
    </message>
    <message>
        <source>Stock, empty; last card turned: {card}</source>
        <translation>Pioche, vide ; dernière carte retournée : {card}</translation>
    </message>
    <message numerus="yes">
        <source>Stock, %n left; turned card: {card}</source>
        <translation>
            <numerusform>Pioche, %n restante ; carte retournée : {card}</numerusform>
            <numerusform>Pioche, %n restantes ; carte retournée : {card}</numerusform>
        </translation>
    </message>
    <message>
        <source>builds by {step}</source>
        <translation>monte de {step} en {step}</translation>
    </message>
    <message>
        <source>Foundation {number}, {rule}, complete</source>
        <translation>Fondation {number}, {rule}, complète</translation>
    </message>
    <message>
        <source>Foundation {number}, {rule}, empty, wants {card} first</source>
        <translation>Fondation {number}, {rule}, vide, attend d’abord : {card}</translation>
    </message>
    <message>
        <source>Foundation {number}, {rule}, top {top}, wants {card} next</source>
        <translation>Fondation {number}, {rule}, dessus : {top}, attend ensuite : {card}</translation>
    </message>
    <message>
        <source>; takes no card while the stock lasts</source>
        <translation> ; ne prend aucune carte tant que la pioche dure</translation>
    </message>
    <message>
        <source>Waste pile {number}, empty</source>
        <translation>Défausse {number}, vide</translation>
    </message>
    <message numerus="yes">
        <source>Waste pile {number}, %n card(s), top {card}</source>
        <translation>
            <numerusform>Défausse {number}, %n carte, dessus : {card}</numerusform>
            <numerusform>Défausse {number}, %n cartes, dessus : {card}</numerusform>
        </translation>
    </message>
    <message>
        <source>Waste pile {number} is empty.</source>
        <translation>La défausse {number} est vide.</translation>
    </message>
    <message numerus="yes">
        <source>Waste pile {number}, %n card(s) from the top: {cards}.</source>
        <translation>
            <numerusform>Défausse {number}, %n carte de haut en bas : {cards}.</numerusform>
            <numerusform>Défausse {number}, %n cartes de haut en bas : {cards}.</numerusform>
        </translation>
    </message>
    <message>
        <source>You won! All 52 cards are on the foundations</source>
        <translation>Gagné ! Les 52 cartes sont sur les fondations</translation>
    </message>
    <message numerus="yes">
        <source>Blocked: the stock is used up and no waste-pile top fits a foundation; %n card(s) left</source>
        <translation>
            <numerusform>Bloquée : la pioche est épuisée et aucune carte du dessus d’une défausse ne va sur une fondation ; %n carte restante</numerusform>
            <numerusform>Bloquée : la pioche est épuisée et aucune carte du dessus d’une défausse ne va sur une fondation ; %n cartes restantes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AdvisorActions</name>
    <message>
        <source>The advisor is thinking</source>
        <translation>Le conseiller réfléchit</translation>
    </message>
    <message>
        <source>&amp;Click strength:</source>
        <translation>Force du &amp;clic :</translation>
    </message>
    <message>
        <source>The advisor's move: it plays the odds, it does not know the deal</source>
        <translation>Le coup du conseiller : il joue les probabilités, il ne connaît pas la donne</translation>
    </message>
    <message>
        <source>Suggest</source>
        <translation>Suggestion</translation>
    </message>
    <message>
        <source>Suggest (S): the advisor's best try. Unlike Hint, which asks the solver and knows the order of the stock, Suggest is fair: it sees only what you see and plays the odds.</source>
        <translation>Suggestion (S) : la meilleure tentative du conseiller. Contrairement à Indice, qui interroge le solveur et connaît l’ordre de la pioche, Suggestion joue franc jeu : elle ne voit que ce que vous voyez et joue les probabilités.</translation>
    </message>
    <message>
        <source>Su&amp;ggest (advisor)</source>
        <translation>&amp;Suggestion (conseiller)</translation>
    </message>
    <message>
        <source>De&amp;mo</source>
        <translation>&amp;Démo</translation>
    </message>
    <message>
        <source>The computer plays this deal; any key or click stops it</source>
        <translation>L’ordinateur joue cette donne ; une touche ou un clic l’arrête</translation>
    </message>
    <message>
        <source>The advisor failed: {error}</source>
        <translation>Le conseiller a échoué : {error}</translation>
    </message>
    <message>
        <source>Suggestion cancelled.</source>
        <translation>Suggestion annulée.</translation>
    </message>
    <message>
        <source>The game is won.</source>
        <translation>La partie est gagnée.</translation>
    </message>
    <message>
        <source>No move is left.</source>
        <translation>Plus aucun coup n’est possible.</translation>
    </message>
    <message>
        <source>The advisor is thinking… (S again cancels)</source>
        <translation>Le conseiller réfléchit… (S à nouveau annule)</translation>
    </message>
    <message>
        <source>Suggestion: {move}. From what you can see the deal looks lost (under {limit} to win); Hint, which sees the order of the cards, may still find a winning line.</source>
        <translation>Suggestion : {move}. D’après ce que vous voyez, la donne semble perdue (moins de {limit} de chances) ; Indice, qui voit l’ordre des cartes, peut encore trouver une ligne gagnante.</translation>
    </message>
    <message>
        <source>Suggestion: {move}: about {chance} to win from here.</source>
        <translation>Suggestion : {move} : environ {chance} de chances de gagner d’ici.</translation>
    </message>
    <message>
        <source>The advisor is placing the card…</source>
        <translation>Le conseiller place la carte…</translation>
    </message>
    <message>
        <source>The game is over: deal a new one to see a demo.</source>
        <translation>La partie est finie : distribuez une nouvelle donne pour voir une démo.</translation>
    </message>
    <message>
        <source>Demo: the computer plays. Press any key or click to stop.</source>
        <translation>Démo : l’ordinateur joue. Appuyez sur une touche ou cliquez pour l’arrêter.</translation>
    </message>
    <message>
        <source>Demo stopped.</source>
        <translation>Démo arrêtée.</translation>
    </message>
    <message>
        <source>Demo finished: won.</source>
        <translation>Démo terminée : gagnée.</translation>
    </message>
    <message>
        <source>Demo finished: blocked.</source>
        <translation>Démo terminée : bloquée.</translation>
    </message>
    <message>
        <source>Demo finished.</source>
        <translation>Démo terminée.</translation>
    </message>
</context>
<context>
    <name>Appearance</name>
    <message>
        <source>Table colour</source>
        <translation>Couleur de la table</translation>
    </message>
    <message>
        <source>Card back</source>
        <translation>Dos des cartes</translation>
    </message>
    <message>
        <source>Large p&amp;rint: big ranks and suits on the cards</source>
        <translation>Grands ca&amp;ractères : valeurs et couleurs agrandies sur les cartes</translation>
    </message>
    <message>
        <source>Table c&amp;olour:</source>
        <translation>C&amp;ouleur de la table :</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>&amp;Dos des cartes :</translation>
    </message>
</context>
<context>
    <name>AutoFinish</name>
    <message>
        <source>Move cards to the foundations for me</source>
        <translation>Placer les cartes sur les fondations pour moi</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>When safe</source>
        <translation>Quand c’est sûr</translation>
    </message>
    <message>
        <source>When safe, and finish a won game</source>
        <translation>Quand c’est sûr, et finir une partie gagnée</translation>
    </message>
    <message>
        <source>When safe: only plays that can never spoil a win (the solver's rule), after each of your moves. Finish: also, once the stock is used up and the solver proves the game won, the rest is played for you. Every such move can be undone.</source>
        <translation>Quand c’est sûr : seulement les coups qui ne peuvent jamais gâcher une victoire (la règle du solveur), après chacun de vos coups. Finir : de plus, une fois la pioche épuisée et la victoire prouvée par le solveur, le reste est joué pour vous. Chacun de ces coups peut être annulé.</translation>
    </message>
    <message>
        <source>&amp;Move cards to the foundations for me:</source>
        <translation>Placer les cartes sur les fondations &amp;pour moi :</translation>
    </message>
</context>
<context>
    <name>Banner</name>
    <message>
        <source>Close this message</source>
        <translation>Fermer ce message</translation>
    </message>
    <message>
        <source>Close message</source>
        <translation>Fermer le message</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Message</translation>
    </message>
</context>
<context>
    <name>BusyIndicator</name>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
</context>
<context>
    <name>Card</name>
    <message>
        <source>Ace</source>
        <translation>as</translation>
    </message>
    <message>
        <source>Two</source>
        <translation>deux</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>trois</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>quatre</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>cinq</translation>
    </message>
    <message>
        <source>Six</source>
        <translation>six</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>sept</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>huit</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>neuf</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>dix</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>valet</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>dame</translation>
    </message>
    <message>
        <source>King</source>
        <translation>roi</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>pique</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>cœur</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>carreau</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>trèfle</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <extracomment>A card's name, e.g. "Seven of Hearts": {rank} is a rank (Ace, Two... King) and {suit} a suit (Spades...).</extracomment>
        <translation>{rank} de {suit}</translation>
    </message>
</context>
<context>
    <name>CardBack</name>
    <message>
        <source>Blue lattice</source>
        <translation>Treillis bleu</translation>
    </message>
    <message>
        <source>Red diamonds</source>
        <translation>Losanges rouges</translation>
    </message>
    <message>
        <source>Green dots</source>
        <translation>Pois verts</translation>
    </message>
</context>
<context>
    <name>CardDeck</name>
    <message>
        <source>The program's own faces</source>
        <translation>Les cartes du programme</translation>
    </message>
    <message>
        <source>Four colours (♠ black, ♥ red, ♦ blue, ♣ green)</source>
        <translation>Quatre couleurs (♠ noir, ♥ rouge, ♦ bleu, ♣ vert)</translation>
    </message>
    <message>
        <source>The card deck %1 is not installed (any more): the program's own faces are shown.</source>
        <translation>Le jeu de cartes %1 n’est pas (ou plus) installé : les cartes du programme sont affichées.</translation>
    </message>
    <message>
        <source>The card deck %1 cannot be read: the program's own faces are shown.</source>
        <translation>Le jeu de cartes %1 ne peut pas être lu : les cartes du programme sont affichées.</translation>
    </message>
    <message>
        <source>The card deck %1 is damaged or incomplete: the program's own faces are shown.</source>
        <translation>Le jeu de cartes %1 est endommagé ou incomplet : les cartes du programme sont affichées.</translation>
    </message>
    <message>
        <source>Card &amp;deck:</source>
        <translation>Jeu de cart&amp;es :</translation>
    </message>
    <message>
        <source>Card deck</source>
        <translation>Jeu de cartes</translation>
    </message>
    <message>
        <source>Looking for installed card decks…</source>
        <translation>Recherche des jeux de cartes installés…</translation>
    </message>
    <message>
        <source>Preview of the card deck</source>
        <translation>Aperçu du jeu de cartes</translation>
    </message>
</context>
<context>
    <name>ChartWords</name>
    <message>
        <source>won, undo or hint used</source>
        <translation>gagnée, annulation ou indice utilisé</translation>
    </message>
    <message>
        <source>lost, undo or hint used</source>
        <translation>perdue, annulation ou indice utilisé</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gagnée</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>perdue</translation>
    </message>
    <message numerus="yes">
        <source>The last %n game(s): {won} won, {lost} lost, {percent} won.</source>
        <translation>
            <numerusform>Dernières parties (%n) : {won} gagnées, {lost} perdues, {percent} gagnées.</numerusform>
            <numerusform>Dernières parties (%n) : {won} gagnées, {lost} perdues, {percent} gagnées.</numerusform>
        </translation>
    </message>
    <message>
        <source>Newest first: {results}.</source>
        <translation>La plus récente d’abord : {results}.</translation>
    </message>
    <message>
        <source>No review yet.</source>
        <translation>Pas encore d’analyse.</translation>
    </message>
    <message>
        <source>The Advisor's chance: {first} at the deal, {last} after move {moves}; highest {high} after move {at_high}, lowest {low} after move {at_low}.</source>
        <translation>La chance du conseiller : {first} à la donne, {last} après le coup {moves} ; au plus haut {high} après le coup {at_high}, au plus bas {low} après le coup {at_low}.</translation>
    </message>
    <message>
        <source>Moves that lost chance: {moves}.</source>
        <translation>Coups qui ont perdu de la chance : {moves}.</translation>
    </message>
    <message>
        <source>No line of play wins any more from move {move} on.</source>
        <translation>À partir du coup {move}, plus aucune façon de jouer ne gagne.</translation>
    </message>
</context>
<context>
    <name>ClockLabel</name>
    <message>
        <source>Game time</source>
        <translation>Durée de la partie</translation>
    </message>
</context>
<context>
    <name>DailyDeal</name>
    <message>
        <source>&amp;Daily deal</source>
        <translation>Donne du &amp;jour</translation>
    </message>
    <message>
        <source>Today's deal, the same for everyone, proved winnable</source>
        <translation>La donne du jour, la même pour tous, prouvée gagnable</translation>
    </message>
    <message>
        <source>{game}: none today (no candidate deal was proved winnable)</source>
        <translation>{game} : aucune aujourd’hui (aucune donne candidate n’a été prouvée gagnable)</translation>
    </message>
    <message>
        <source>{game} has no daily deal today.</source>
        <translation>{game} n’a pas de donne du jour aujourd’hui.</translation>
    </message>
    <message>
        <source>Finding the daily deal of {date}…</source>
        <translation>Recherche de la donne du jour du {date}…</translation>
    </message>
    <message>
        <source>Daily deal</source>
        <translation>Donne du jour</translation>
    </message>
    <message>
        <source>None of the first {tries} candidate deals of {game} for {date} could be proved winnable, so there is no daily deal of it today.</source>
        <translation>Aucune des {tries} premières donnes candidates de {game} pour le {date} n’a pu être prouvée gagnable : pas de donne du jour de ce jeu aujourd’hui.</translation>
    </message>
    <message>
        <source>Daily deal of {date}: {game}.</source>
        <translation>Donne du jour du {date} : {game}.</translation>
    </message>
</context>
<context>
    <name>Deal</name>
    <message>
        <source>daily deal {date}</source>
        <extracomment>How a game's deal is named in a sentence: a daily deal by its date, a numbered deal by its number, a deck given card by card as such.</extracomment>
        <translation>donne du jour {date}</translation>
    </message>
    <message>
        <source>deal {number}</source>
        <translation>donne {number}</translation>
    </message>
    <message>
        <source>hand-made deck</source>
        <translation>paquet fait main</translation>
    </message>
</context>
<context>
    <name>DealNumberDialog</name>
    <message>
        <source>Deal by number</source>
        <translation>Donne par numéro</translation>
    </message>
    <message>
        <source>Deal number (0 to {max}).
The same number gives the same deal everywhere.</source>
        <translation>Numéro de la donne (0 à {max}).
Un même numéro produit la même donne partout.</translation>
    </message>
    <message>
        <source>Deal number</source>
        <translation>Numéro de la donne</translation>
    </message>
    <message>
        <source>Type a whole number from 0 to {max}.</source>
        <translation>Saisissez un nombre entier de 0 à {max}.</translation>
    </message>
</context>
<context>
    <name>FinishAction</name>
    <message>
        <source>F&amp;inish</source>
        <translation>Fi&amp;nir</translation>
    </message>
    <message>
        <source>Play the rest of the game to the foundations (once the stock is used up and the solver proves the game won)</source>
        <translation>Jouer le reste de la partie sur les fondations (une fois la pioche épuisée et la victoire prouvée par le solveur)</translation>
    </message>
    <message>
        <source>Finish</source>
        <comment>toolbar</comment>
        <translation>Finir</translation>
    </message>
    <message numerus="yes">
        <source>Finish plays the rest once the stock is used up; %n card(s) still to come.</source>
        <translation>
            <numerusform>Finir joue le reste une fois la pioche épuisée ; encore %n carte à venir.</numerusform>
            <numerusform>Finir joue le reste une fois la pioche épuisée ; encore %n cartes à venir.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est finie.</translation>
    </message>
    <message>
        <source>The game cannot be finished: the solver proved that no line wins from here.</source>
        <translation>La partie ne peut pas être finie : le solveur a prouvé qu’aucune ligne ne gagne d’ici.</translation>
    </message>
    <message>
        <source>The solver could not decide whether this game can be finished.</source>
        <translation>Le solveur n’a pas pu décider si cette partie peut être finie.</translation>
    </message>
    <message>
        <source>Finishing the game: the solver proved it won.</source>
        <translation>Fin de la partie : le solveur a prouvé la victoire.</translation>
    </message>
    <message>
        <source>Finishing stopped.</source>
        <translation>Fin de partie interrompue.</translation>
    </message>
</context>
<context>
    <name>Game</name>
    <message>
        <source>Calculation</source>
        <translation>Calcul</translation>
    </message>
    <message>
        <source>Sir Tommy</source>
        <translation>Sir Tommy</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>Stratégie</translation>
    </message>
</context>
<context>
    <name>GameClock</name>
    <message>
        <source>Time: {time}</source>
        <translation>Temps : {time}</translation>
    </message>
    <message>
        <source>Show the game's t&amp;ime in the status bar</source>
        <translation>Affic&amp;her la durée de la partie dans la barre d’état</translation>
    </message>
</context>
<context>
    <name>GameLock</name>
    <message>
        <source>Calculation is already open in another window, which keeps its own game in progress, so this window's game will not be saved for next time. Its results still count in your statistics.</source>
        <translation>Calcul est déjà ouvert dans une autre fenêtre, qui garde sa propre partie en cours : la partie de cette fenêtre ne sera donc pas enregistrée pour la prochaine fois. Ses résultats comptent quand même dans vos statistiques.</translation>
    </message>
    <message>
        <source>Resumed after an unexpected stop.</source>
        <translation>Reprise après un arrêt inattendu.</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <source>Show the next move of a winning line (the solver looks for one)</source>
        <translation>Montrer le coup suivant d’une ligne gagnante (le solveur en cherche une)</translation>
    </message>
    <message>
        <source>The game is won.</source>
        <translation>La partie est gagnée.</translation>
    </message>
    <message>
        <source>Looking for a winning line…</source>
        <translation>Recherche d’une ligne gagnante…</translation>
    </message>
    <message>
        <source>Hint: the solver could not decide in time.</source>
        <translation>Indice : le solveur n’a pas pu trancher à temps.</translation>
    </message>
    <message>
        <source>The solver &lt;b&gt;could not decide&lt;/b&gt; whether this position can still be won.</source>
        <translation>Le solveur &lt;b&gt;n’a pas pu décider&lt;/b&gt; si cette position peut encore être gagnée.</translation>
    </message>
    <message>
        <source>Hint: {move}.</source>
        <translation>Indice : {move}.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Suggest</source>
        <translation>Suggestion</translation>
    </message>
    <message>
        <source>&lt;b&gt;The deal is lost from here&lt;/b&gt;: the solver proved that no line of play wins. &lt;b&gt;Suggest&lt;/b&gt; (S) shows the best try: it does not know the stock, so it plays the odds of the cards to come.</source>
        <translation>&lt;b&gt;La donne est perdue d’ici&lt;/b&gt; : le solveur a prouvé qu’aucune façon de jouer ne gagne. &lt;b&gt;Suggestion&lt;/b&gt; (S) montre la meilleure tentative : elle ne connaît pas la pioche et joue les probabilités des cartes à venir.</translation>
    </message>
    <message>
        <source>Hint: the deal is lost from here. Suggest (S) shows the best try.</source>
        <translation>Indice : la donne est perdue d’ici. Suggestion (S) montre la meilleure tentative.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The deal is lost from here&lt;/b&gt;: the solver proved that no line of play wins.</source>
        <translation>&lt;b&gt;La donne est perdue d’ici&lt;/b&gt; : le solveur a prouvé qu’aucune façon de jouer ne gagne.</translation>
    </message>
    <message>
        <source>Hint: the deal is lost from here.</source>
        <translation>Indice : la donne est perdue d’ici.</translation>
    </message>
</context>
<context>
    <name>KeyboardCursor</name>
    <message>
        <source>{0}, onto {1}</source>
        <translation>{0}, sur {1}</translation>
    </message>
    <message>
        <source>Enter or Space drops it there; Tab chooses another pile; Escape puts it back.</source>
        <translation>Entrée ou Espace la pose ici ; Tab choisit une autre pile ; Échap la remet en place.</translation>
    </message>
    <message>
        <source>{0}, the turned card</source>
        <translation>{0}, la carte retournée</translation>
    </message>
    <message>
        <source>{0}, top of {1}</source>
        <translation>{0}, en haut de {1}</translation>
    </message>
    <message>
        <source>Goes to {0} or any waste pile.</source>
        <translation>Va sur {0} ou sur n’importe quelle défausse.</translation>
    </message>
    <message>
        <source>Goes to {0}.</source>
        <translation>Va sur {0}.</translation>
    </message>
    <message>
        <source>Goes to any waste pile.</source>
        <translation>Va sur n’importe quelle défausse.</translation>
    </message>
    <message>
        <source>Enter or Space picks it up.</source>
        <translation>Entrée ou Espace la prend.</translation>
    </message>
</context>
<context>
    <name>LanguageBox</name>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>System ({language})</source>
        <translation>Système ({language})</translation>
    </message>
    <message>
        <source>The new language applies the next time Calculation starts.</source>
        <translation>La nouvelle langue s’appliquera au prochain démarrage de Calcul.</translation>
    </message>
    <message>
        <source>A new choice applies the next time Calculation starts.</source>
        <translation>Un nouveau choix s’applique au prochain démarrage de Calcul.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Calculation</source>
        <translation>Calcul</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Table de jeu</translation>
    </message>
    <message>
        <source>&amp;New deal</source>
        <translation>&amp;Nouvelle donne</translation>
    </message>
    <message>
        <source>Deal a new game</source>
        <translation>Distribuer une nouvelle partie</translation>
    </message>
    <message>
        <source>&amp;Restart deal</source>
        <translation>&amp;Recommencer la donne</translation>
    </message>
    <message>
        <source>Start this deal again from the beginning</source>
        <translation>Rejouer cette donne depuis le début</translation>
    </message>
    <message>
        <source>Deal by n&amp;umber…</source>
        <translation>Donne par numér&amp;o…</translation>
    </message>
    <message>
        <source>Play a deal given by its number</source>
        <translation>Jouer une donne désignée par son numéro</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistiques…</translation>
    </message>
    <message>
        <source>Games played, won and lost</source>
        <translation>Parties jouées, gagnées et perdues</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>Quit Calculation</source>
        <translation>Quitter Calcul</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <translation>Reprendre le dernier coup</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>Play the undone move again</source>
        <translation>Rejouer le coup annulé</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Indice</translation>
    </message>
    <message>
        <source>Show a good move</source>
        <translation>Montrer un bon coup</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Paramètres…</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>Plein &amp;écran</translation>
    </message>
    <message>
        <source>Show the table on the whole screen, or in a window again</source>
        <translation>Afficher la table sur tout l’écran, ou de nouveau dans une fenêtre</translation>
    </message>
    <message>
        <source>New deal</source>
        <comment>toolbar</comment>
        <translation>Donner</translation>
    </message>
    <message>
        <source>Restart deal</source>
        <comment>toolbar</comment>
        <translation>Rejouer</translation>
    </message>
    <message>
        <source>Settings</source>
        <comment>toolbar</comment>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>Undo</source>
        <comment>toolbar</comment>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Redo</source>
        <comment>toolbar</comment>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Hint</source>
        <comment>toolbar</comment>
        <translation>Indice</translation>
    </message>
    <message>
        <source>Turned card to waste pile &amp;{pile}</source>
        <translation>Carte retournée sur la défausse &amp;{pile}</translation>
    </message>
    <message>
        <source>Waste pile {pile} to a foundation</source>
        <translation>Défausse {pile} sur une fondation</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Règles</translation>
    </message>
    <message>
        <source>Game, waste piles, autoplay, animation, language</source>
        <translation>Jeu, défausses, jeu automatique, animation, langue</translation>
    </message>
    <message>
        <source>The rules of the current game</source>
        <translation>Les règles de la partie en cours</translation>
    </message>
    <message>
        <source>&amp;About Calculation</source>
        <translation>À &amp;propos de Calcul</translation>
    </message>
    <message>
        <source>Version and licence</source>
        <translation>Version et licence</translation>
    </message>
    <message>
        <source>Turned card to a &amp;foundation</source>
        <translation>Carte retournée sur une &amp;fondation</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Jeu</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Coups</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <translation>Barre d’outils principale</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>Rien à annuler.</translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <translation>Rien à rétablir.</translation>
    </message>
    <message numerus="yes">
        <source>This game has %n waste pile(s).</source>
        <translation>
            <numerusform>Ce jeu a %n défausse.</numerusform>
            <numerusform>Ce jeu a %n défausses.</numerusform>
        </translation>
    </message>
    <message>
        <source>The stock is used up.</source>
        <translation>La pioche est épuisée.</translation>
    </message>
    <message>
        <source>Waste pile {pile} is empty.</source>
        <translation>La défausse {pile} est vide.</translation>
    </message>
    <message>
        <source>Not allowed: {reason}.</source>
        <translation>Interdit : {reason}.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;You won!&lt;/b&gt; All 52 cards are on the foundations in %n move(s).</source>
        <translation>
            <numerusform>&lt;b&gt;Gagné !&lt;/b&gt; Les 52 cartes sont sur les fondations en %n coup.</numerusform>
            <numerusform>&lt;b&gt;Gagné !&lt;/b&gt; Les 52 cartes sont sur les fondations en %n coups.</numerusform>
        </translation>
    </message>
    <message>
        <source>New deal</source>
        <translation>Nouvelle donne</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Blocked.&lt;/b&gt; The stock is used up and no waste-pile top fits a foundation (%n card(s) left).</source>
        <translation>
            <numerusform>&lt;b&gt;Bloquée.&lt;/b&gt; La pioche est épuisée et aucune carte du dessus d’une défausse ne va sur une fondation (%n carte restante).</numerusform>
            <numerusform>&lt;b&gt;Bloquée.&lt;/b&gt; La pioche est épuisée et aucune carte du dessus d’une défausse ne va sur une fondation (%n cartes restantes).</numerusform>
        </translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Recommencer</translation>
    </message>
    <message>
        <source>Daily deal {date}</source>
        <translation>Donne du jour {date}</translation>
    </message>
    <message>
        <source>{variant} — {deal}</source>
        <translation>{variant} — {deal}</translation>
    </message>
    <message>
        <source>Hand-made deck</source>
        <translation>Paquet fait main</translation>
    </message>
    <message>
        <source>Autoplay is off: double-click or drag the card, or use the keys (see Help → Rules).</source>
        <translation>Le jeu automatique est désactivé : double-cliquez sur la carte, faites-la glisser ou utilisez les touches (voir Aide → Règles).</translation>
    </message>
    <message>
        <source>Deal {number}</source>
        <translation>Donne {number}</translation>
    </message>
    <message>
        <source>Stock: {count}</source>
        <translation>Pioche : {count}</translation>
    </message>
    <message>
        <source>Moves: {count}</source>
        <translation>Coups : {count}</translation>
    </message>
    <message>
        <source>C&amp;hoose game</source>
        <translation>C&amp;hoisir le jeu</translation>
    </message>
    <message>
        <source>Play another game or another form of it: a new deal of it</source>
        <translation>Jouer à un autre jeu ou à une autre variante : une nouvelle donne de celui-ci</translation>
    </message>
    <message>
        <source>Game</source>
        <comment>toolbar</comment>
        <translation>Jeu</translation>
    </message>
</context>
<context>
    <name>MenuEntry</name>
    <message>
        <source>Patience Game</source>
        <translation>Jeu de réussite</translation>
    </message>
    <message>
        <source>Play Calculation, Sir Tommy and Strategy: patience games for people who like to think ahead</source>
        <translation>Jouez à Calcul, Sir Tommy et Stratégie : des réussites pour qui aime réfléchir à l’avance</translation>
    </message>
    <message>
        <source>patience;solitaire;cards;calculation;broken intervals;sir tommy;strategy;</source>
        <translation>réussite;patience;solitaire;cartes;calcul;sir tommy;stratégie;</translation>
    </message>
    <message>
        <source>Patience games for people who like to think ahead</source>
        <translation>Des réussites pour qui aime réfléchir à l’avance</translation>
    </message>
</context>
<context>
    <name>Move</name>
    <message>
        <source>{card} to foundation {number}</source>
        <translation>{card} sur la fondation {number}</translation>
    </message>
    <message>
        <source>{card} to waste pile {number}</source>
        <translation>{card} sur la défausse {number}</translation>
    </message>
</context>
<context>
    <name>Number</name>
    <message>
        <source>{value}%</source>
        <extracomment>A percentage: {value} is the number, written the locale's way (French puts a space before %).</extracomment>
        <translation>{value} %</translation>
    </message>
</context>
<context>
    <name>Persistence</name>
    <message>
        <source>The demo played in this game: demo games are not counted in the statistics.</source>
        <translation>La démo a joué dans cette partie : les parties de démo ne comptent pas dans les statistiques.</translation>
    </message>
    <message>
        <source>This game was counted as lost already: another Calculation window left it unfinished, so this win does not count.</source>
        <translation>Cette partie a déjà été comptée comme perdue : une autre fenêtre de Calcul l’a quittée sans la finir, donc cette victoire ne compte pas.</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>No foundation wants the {card} now.</source>
        <translation>Aucune fondation ne veut de cette carte pour l’instant : {card}.</translation>
    </message>
    <message>
        <source>The foundations wait for the stock: while it lasts, only an Ace from the stock may go up.</source>
        <translation>Les fondations attendent la fin de la pioche : tant qu’elle dure, seul un as de la pioche peut y monter.</translation>
    </message>
    <message>
        <source>There is no card to move there.</source>
        <translation>Il n’y a aucune carte à déplacer là.</translation>
    </message>
    <message>
        <source>A card never moves from one waste pile to another: a waste pile's top card goes only to a foundation.</source>
        <translation>Une carte ne passe jamais d’une défausse à une autre : le dessus d’une défausse ne va que sur une fondation.</translation>
    </message>
    <message>
        <source>The {card} cannot go there.</source>
        <translation>Cette carte ne peut pas aller là : {card}.</translation>
    </message>
    <message>
        <source>Nothing goes back to the stock.</source>
        <translation>Rien ne retourne à la pioche.</translation>
    </message>
    <message>
        <source>Foundation {k} is complete; foundation {other} takes the {card}.</source>
        <translation>La fondation {k} est complète ; la fondation {other} prend cette carte ({card}).</translation>
    </message>
    <message>
        <source>Foundation {k} follows its own suit; foundation {other} takes the {card}.</source>
        <translation>La fondation {k} suit sa propre couleur ; la fondation {other} prend cette carte ({card}).</translation>
    </message>
    <message>
        <source>Foundation {k} wants {rank} next, not the {card}; foundation {other} takes it.</source>
        <translation>La fondation {k} attend {rank} ; cette carte ({card}) va sur la fondation {other}.</translation>
    </message>
    <message>
        <source>Cards on a foundation stay there: the {card} cannot move.</source>
        <translation>Les cartes d’une fondation y restent : cette carte ({card}) ne peut pas bouger.</translation>
    </message>
    <message>
        <source>The stock is turned one card at a time: play the turned card first.</source>
        <translation>La pioche se retourne une carte à la fois : jouez d’abord la carte retournée.</translation>
    </message>
    <message>
        <source>Only the top card of a waste pile moves: the {card} is covered.</source>
        <translation>Seule la carte du dessus d’une défausse peut bouger : cette carte ({card}) est recouverte.</translation>
    </message>
    <message>
        <source>The game is over: nothing moves any more.</source>
        <translation>La partie est finie : plus rien ne bouge.</translation>
    </message>
    <message>
        <source>an Ace</source>
        <translation>un as</translation>
    </message>
    <message>
        <source>a Two</source>
        <translation>un deux</translation>
    </message>
    <message>
        <source>a Three</source>
        <translation>un trois</translation>
    </message>
    <message>
        <source>a Four</source>
        <translation>un quatre</translation>
    </message>
    <message>
        <source>a Five</source>
        <translation>un cinq</translation>
    </message>
    <message>
        <source>a Six</source>
        <translation>un six</translation>
    </message>
    <message>
        <source>a Seven</source>
        <translation>un sept</translation>
    </message>
    <message>
        <source>an Eight</source>
        <translation>un huit</translation>
    </message>
    <message>
        <source>a Nine</source>
        <translation>un neuf</translation>
    </message>
    <message>
        <source>a Ten</source>
        <translation>un dix</translation>
    </message>
    <message>
        <source>a Jack</source>
        <translation>un valet</translation>
    </message>
    <message>
        <source>a Queen</source>
        <translation>une dame</translation>
    </message>
    <message>
        <source>a King</source>
        <translation>un roi</translation>
    </message>
    <message>
        <source>cards never leave a foundation</source>
        <translation>les cartes ne quittent jamais une fondation</translation>
    </message>
    <message>
        <source>the stock is empty</source>
        <translation>la pioche est vide</translation>
    </message>
    <message>
        <source>there is no waste pile {number} (this game has {count})</source>
        <translation>il n’y a pas de défausse {number} (ce jeu en a {count})</translation>
    </message>
    <message>
        <source>waste pile {number} is empty</source>
        <translation>la défausse {number} est vide</translation>
    </message>
    <message>
        <source>unknown source pile</source>
        <translation>pile de départ inconnue</translation>
    </message>
    <message>
        <source>nothing goes back to the stock</source>
        <translation>rien ne retourne dans la pioche</translation>
    </message>
    <message>
        <source>a card never moves from one waste pile to another</source>
        <translation>une carte ne passe jamais d’une défausse à une autre</translation>
    </message>
    <message>
        <source>there is no foundation {number}</source>
        <translation>il n’y a pas de fondation {number}</translation>
    </message>
    <message>
        <source>foundation {number} is complete</source>
        <translation>la fondation {number} est complète</translation>
    </message>
    <message>
        <source>no waste card goes to a foundation while the stock lasts</source>
        <translation>aucune carte des défausses ne va sur une fondation tant que dure la pioche</translation>
    </message>
    <message>
        <source>foundation {number} takes no card after its first while the stock lasts</source>
        <translation>la fondation {number} ne prend plus aucune carte après la première tant que dure la pioche</translation>
    </message>
    <message>
        <source>foundation {number} is empty and starts with {rank}, not {card}</source>
        <translation>la fondation {number} est vide et commence par {rank}, pas par : {card}</translation>
    </message>
    <message>
        <source>foundation {number} follows {suit}: it wants {rank} of that suit, not {card}</source>
        <translation>la fondation {number} suit la couleur {suit} : elle attend {rank} de cette couleur, pas : {card}</translation>
    </message>
    <message>
        <source>foundation {number} wants {rank}, not {card}</source>
        <translation>la fondation {number} attend {rank}, pas : {card}</translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message numerus="yes">
        <source>The winning line: %n move(s). Press Play, or Next to step through it.</source>
        <translation>
            <numerusform>La ligne gagnante : %n coup. Appuyez sur Lecture, ou sur Suivant pour la suivre pas à pas.</numerusform>
            <numerusform>La ligne gagnante : %n coups. Appuyez sur Lecture, ou sur Suivant pour la suivre pas à pas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Replay table</source>
        <translation>Table de la relecture</translation>
    </message>
    <message>
        <source>Replay move</source>
        <translation>Coup de la relecture</translation>
    </message>
    <message>
        <source>Violet ring: the card just played. Yellow: the next move, which Next plays.</source>
        <translation>Anneau violet : la carte qui vient d’être jouée. Jaune : le coup suivant, que Suivant joue.</translation>
    </message>
    <message>
        <source>◀ &amp;Back</source>
        <translation>◀ &amp;Précédent</translation>
    </message>
    <message>
        <source>&amp;Next ▶</source>
        <translation>&amp;Suivant ▶</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Lecture</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>{intro} Next (highlighted): {move}.</source>
        <translation>{intro} Ensuite (en surbrillance) : {move}.</translation>
    </message>
    <message>
        <source>Move {index} of {count}: {move}. Next (highlighted): {next}.</source>
        <translation>Coup {index} sur {count} : {move}. Ensuite (en surbrillance) : {next}.</translation>
    </message>
    <message>
        <source>Move {index} of {count}: {move} — all 52 cards are on the foundations.</source>
        <translation>Coup {index} sur {count} : {move} — les 52 cartes sont sur les fondations.</translation>
    </message>
    <message>
        <source>Move {index} of {count}: {move}</source>
        <translation>Coup {index} sur {count} : {move}</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
</context>
<context>
    <name>ReviewActions</name>
    <message>
        <source>Re&amp;view game…</source>
        <translation>&amp;Analyser la partie…</translation>
    </message>
    <message>
        <source>The Advisor's winning chance after every move, the moves that lowered it and the solver's verdict</source>
        <translation>La chance de gain du conseiller après chaque coup, les coups qui l’ont fait baisser et le verdict du solveur</translation>
    </message>
    <message>
        <source>Make a move first: there is nothing to review yet.</source>
        <translation>Jouez d’abord un coup : il n’y a encore rien à analyser.</translation>
    </message>
    <message>
        <source>won after move {moves}</source>
        <translation>gagnée après le coup {moves}</translation>
    </message>
    <message>
        <source>abandoned after move {moves}</source>
        <translation>abandonnée après le coup {moves}</translation>
    </message>
    <message>
        <source>lost after move {moves}</source>
        <translation>perdue après le coup {moves}</translation>
    </message>
    <message>
        <source>{variant}, {deal}: {outcome}, {date}</source>
        <translation>{variant}, {deal} : {outcome}, {date}</translation>
    </message>
    <message>
        <source>Review: {variant}, {deal}</source>
        <translation>Analyse : {variant}, {deal}</translation>
    </message>
    <message>
        <source>No recorded game yet</source>
        <translation>Aucune partie enregistrée pour l’instant</translation>
    </message>
    <message>
        <source>Review a re&amp;cent game</source>
        <translation>Analyser une partie ré&amp;cente</translation>
    </message>
    <message>
        <source>Review cancelled.</source>
        <translation>Analyse annulée.</translation>
    </message>
    <message>
        <source>The review failed: {reason}</source>
        <translation>L’analyse a échoué : {reason}</translation>
    </message>
</context>
<context>
    <name>ReviewChart</name>
    <message>
        <source>the Advisor's chance</source>
        <translation>la chance du conseiller</translation>
    </message>
    <message>
        <source>the position on the board</source>
        <translation>la position sur le plateau</translation>
    </message>
    <message>
        <source>a move that lost chance</source>
        <translation>un coup qui a perdu de la chance</translation>
    </message>
    <message>
        <source>shaded: no line of play wins any more</source>
        <translation>zone ombrée : plus aucune façon de jouer ne gagne</translation>
    </message>
    <message>
        <source>Winning chance chart</source>
        <translation>Graphique de la chance de gain</translation>
    </message>
    <message>
        <source>The Advisor's winning chance after each move; click to see that position</source>
        <translation>La chance de gain du conseiller après chaque coup ; cliquez pour voir cette position</translation>
    </message>
    <message>
        <source>The Advisor's winning chance after each move</source>
        <translation>La chance de gain du conseiller après chaque coup</translation>
    </message>
    <message>
        <source>start</source>
        <translation>début</translation>
    </message>
    <message>
        <source>move {number}</source>
        <translation>coup {number}</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <source>You won this deal.</source>
        <translation>Vous avez gagné cette donne.</translation>
    </message>
    <message>
        <source>Move {number}: {played} kept {kept}; {better} would have kept {better_kept}.</source>
        <translation>Coup {number} : {played} gardait {kept} ; {better} aurait gardé {better_kept}.</translation>
    </message>
    <message>
        <source>With the cards' order known, no line of play wins this deal (the solver proved it).</source>
        <translation>Avec l’ordre des cartes connu, aucune ligne de jeu ne gagne cette donne (le solveur l’a prouvé).</translation>
    </message>
    <message>
        <source>This deal is still winnable: after move {last} a winning line remains.</source>
        <translation>Cette donne est encore gagnable : après le coup {last}, une façon de gagner demeure.</translation>
    </message>
    <message>
        <source>This deal was winnable at least until move {last}; the solver could not decide the positions after it in time.</source>
        <translation>Cette donne était gagnable au moins jusqu’au coup {last} ; le solveur n’a pas pu trancher à temps pour les positions suivantes.</translation>
    </message>
    <message>
        <source>The solver proved the position after move {lost} lost, but could not decide the earlier ones in time.</source>
        <translation>Le solveur a prouvé la position après le coup {lost} perdue, mais n’a pas pu trancher à temps pour les précédentes.</translation>
    </message>
    <message>
        <source>The solver could not decide in time whether this deal was winnable.</source>
        <translation>Le solveur n’a pas pu décider à temps si cette donne était gagnable.</translation>
    </message>
    <message>
        <source>{kept} is the chance as the move was made; then the next card turned up, making it {chance}.</source>
        <translation>{kept} est la chance au moment du coup ; puis la carte suivante a été retournée, et elle est passée à {chance}.</translation>
    </message>
    <message>
        <source>With the cards' order known, the deal could still be won before move {lost}; after it no line of play wins.</source>
        <translation>Avec l’ordre des cartes connu, la donne pouvait encore être gagnée avant le coup {lost} ; après lui, aucune ligne de jeu ne gagne.</translation>
    </message>
    <message>
        <source>From what you could see, no move of yours lost more chance than the estimate's noise.</source>
        <translation>D’après ce que vous pouviez voir, aucun de vos coups n’a perdu plus de chance que le bruit de l’estimation.</translation>
    </message>
    <message>
        <source>From what you could see, moves that lost more chance than the estimate's noise: {count}; the most, move {number}: {kept} instead of {better_kept}.</source>
        <translation>D’après ce que vous pouviez voir, coups ayant perdu plus de chance que le bruit de l’estimation : {count} ; le plus, le coup {number} : {kept} au lieu de {better_kept}.</translation>
    </message>
    <message>
        <source>Riskier than needed: you won, but each of these moves lowered the Advisor's chance by more than the noise (click one to see it):</source>
        <translation>Plus risqué que nécessaire : vous avez gagné, mais chacun de ces coups a fait baisser la chance du conseiller de plus que le bruit (cliquez sur l’un d’eux pour le voir) :</translation>
    </message>
    <message>
        <source>Biggest mistakes: the moves that lowered the Advisor's chance the most (click one to see it):</source>
        <translation>Plus grosses erreurs : les coups qui ont le plus fait baisser la chance du conseiller (cliquez sur l’un d’eux pour le voir) :</translation>
    </message>
    <message>
        <source>The deal as dealt: the Advisor's chance {chance}.</source>
        <translation>La donne telle que distribuée : chance du conseiller {chance}.</translation>
    </message>
    <message>
        <source>After move {index}: the Advisor's chance {chance}.</source>
        <translation>Après le coup {index} : chance du conseiller {chance}.</translation>
    </message>
    <message>
        <source>With the cards' order known, this move lost the deal: no line of play wins from here.</source>
        <translation>Avec l’ordre des cartes connu, ce coup a perdu la donne : aucune ligne de jeu ne gagne d’ici.</translation>
    </message>
    <message>
        <source>With the cards' order known, no line of play wins from here.</source>
        <translation>Avec l’ordre des cartes connu, aucune ligne de jeu ne gagne d’ici.</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <source>Review progress</source>
        <translation>Progression de l’analyse</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Chart legend</source>
        <translation>Légende du graphique</translation>
    </message>
    <message>
        <source>Moves that lost chance</source>
        <translation>Coups qui ont perdu de la chance</translation>
    </message>
    <message>
        <source>The deal as dealt. Click the chart or a move in the list, or press Next.</source>
        <translation>La donne telle que distribuée. Cliquez sur le graphique ou sur un coup de la liste, ou appuyez sur Suivant.</translation>
    </message>
    <message>
        <source>Reviewing the game: the Advisor's chance after every move, then the solver's verdict.</source>
        <translation>Analyse de la partie : la chance du conseiller après chaque coup, puis le verdict du solveur.</translation>
    </message>
    <message>
        <source>Chance: how often the Advisor (Suggest) wins from a position. Like you, it does not know the order of the cards still in the stock; its trials of random orders are calibrated against its own games, so the chance reads as odds. Hint's solver, which knows the order, answers another question: whether a winning line exists.</source>
        <translation>Chance : la fréquence à laquelle le conseiller (Suggestion) gagne depuis une position. Comme vous, il ne connaît pas l’ordre des cartes restant dans la pioche ; ses essais d’ordres aléatoires sont étalonnés sur ses propres parties, la chance se lit donc comme une probabilité. Le solveur d’Indice, qui connaît l’ordre, répond à une autre question : s’il existe une ligne gagnante.</translation>
    </message>
    <message>
        <source>The position shown</source>
        <translation>La position affichée</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>Reviewing… %p%</source>
        <translation>Analyse… %p %</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>by ones</source>
        <translation>un par un</translation>
    </message>
    <message>
        <source>by twos</source>
        <translation>de deux en deux</translation>
    </message>
    <message>
        <source>by threes</source>
        <translation>de trois en trois</translation>
    </message>
    <message>
        <source>by fours</source>
        <translation>de quatre en quatre</translation>
    </message>
    <message>
        <source>{step}, first card {rank}, placed before play</source>
        <translation>{step}, première carte {rank}, posée avant le jeu</translation>
    </message>
    <message>
        <source>{step}, first card {rank}, when one turns up</source>
        <translation>{step}, première carte {rank}, dès qu’il en sort une</translation>
    </message>
    <message>
        <source>{step}, first card {rank}, then its suit only</source>
        <translation>{step}, première carte {rank}, puis dans sa couleur seulement</translation>
    </message>
    <message>
        <source>{step}, first card {rank}, placed before play, then its suit only</source>
        <translation>{step}, première carte {rank}, posée avant le jeu, puis dans sa couleur seulement</translation>
    </message>
    <message>
        <source>by steps of {step}</source>
        <translation>de {step} en {step}</translation>
    </message>
    <message>
        <source>Foundation</source>
        <translation>Fondation</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>Four foundations build at once: the first by ones, the second by twos, the third by threes and the fourth by fours, counting past the King back to the Ace (13 wraps round to 1). Suits never matter. Before play, the first Ace, Two, Three and Four of the deck are laid out as the foundations' bases.</source>
        <translation>Quatre fondations se montent en même temps : la première un par un, la deuxième de deux en deux, la troisième de trois en trois et la quatrième de quatre en quatre, en repartant de l’as après le roi (après 13 vient 1). Les couleurs ne comptent jamais. Avant le jeu, le premier as, le premier deux, le premier trois et le premier quatre du paquet sont posés comme bases des fondations.</translation>
    </message>
    <message>
        <source>Four foundations build at once: the first by ones, the second by twos, the third by threes and the fourth by fours, counting past the King back to the Ace (13 wraps round to 1). Suits never matter. All four foundations start &lt;b&gt;empty&lt;/b&gt;: foundation 1 can only be started with an Ace, foundation 2 with a Two, foundation 3 with a Three and foundation 4 with a Four, when one turns up.</source>
        <translation>Quatre fondations se montent en même temps : la première un par un, la deuxième de deux en deux, la troisième de trois en trois et la quatrième de quatre en quatre, en repartant de l’as après le roi (après 13 vient 1). Les couleurs ne comptent jamais. Les quatre fondations commencent &lt;b&gt;vides&lt;/b&gt; : la fondation 1 ne peut commencer que par un as, la fondation 2 par un deux, la fondation 3 par un trois et la fondation 4 par un quatre, dès qu’il en sort un.</translation>
    </message>
    <message>
        <source>Four foundations build up by ones from Ace to King. Suits never matter. Each foundation starts empty; any Ace may start any empty foundation.</source>
        <translation>Quatre fondations se montent un par un de l’as au roi. Les couleurs ne comptent jamais. Chaque fondation commence vide ; n’importe quel as peut commencer n’importe quelle fondation vide.</translation>
    </message>
    <message>
        <source>Four foundations build up by ones from Ace to King, each in &lt;b&gt;one suit&lt;/b&gt;: the suit of the Ace that started it. Each foundation starts empty; any Ace may start any empty foundation.</source>
        <translation>Quatre fondations se montent un par un de l’as au roi, chacune dans &lt;b&gt;une seule couleur&lt;/b&gt; : celle de l’as qui l’a commencée. Chaque fondation commence vide ; n’importe quel as peut commencer n’importe quelle fondation vide.</translation>
    </message>
    <message>
        <source>The game as the classic books give it. Four foundations build up by ones from Ace to King, each in &lt;b&gt;one suit&lt;/b&gt;: the suit of the Ace that started it, and there are &lt;b&gt;eight&lt;/b&gt; waste piles. &lt;b&gt;While the stock lasts&lt;/b&gt;, only an Ace may go up (any Ace starts any empty foundation); every other card goes onto a waste pile, and no waste-pile card may move. Once the stock is used up, the waste-pile tops build on the foundations.</source>
        <translation>Le jeu tel que le donnent les livres classiques. Quatre fondations se montent un par un de l’as au roi, chacune dans &lt;b&gt;une seule couleur&lt;/b&gt; : celle de l’as qui l’a commencée, et il y a &lt;b&gt;huit&lt;/b&gt; défausses. &lt;b&gt;Tant que la pioche dure&lt;/b&gt;, seul un as peut monter (n’importe quel as commence n’importe quelle fondation vide) ; toute autre carte va sur une défausse, et aucune carte des défausses ne bouge. Une fois la pioche épuisée, les cartes du dessus des défausses se montent sur les fondations.</translation>
    </message>
    <message>
        <source>&lt;p&gt;Every foundation takes exactly 13 cards and ends on a King.&lt;/p&gt;&lt;h3&gt;Play&lt;/h3&gt;&lt;p&gt;The stock is turned one card at a time, in a single pass (no redeal). The turned card must be placed before the next one is turned: on a foundation that wants it, or on any of the &lt;b&gt;{piles}&lt;/b&gt; waste piles, whatever its rank. The top card of a waste pile may go to a foundation that wants it at any time. Nothing else moves: never from one waste pile to another, never off a foundation.&lt;/p&gt;&lt;p&gt;The skill is in the waste piles: they are stacks you can only take from the top, so put cards that will be wanted late under cards that will be wanted soon.&lt;/p&gt;&lt;h3&gt;End&lt;/h3&gt;&lt;p&gt;You win when all 52 cards are on the foundations. The game is lost (blocked) when the stock is used up and no waste-pile top fits any foundation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Chaque fondation reçoit exactement 13 cartes et se termine par un roi.&lt;/p&gt;&lt;h3&gt;Déroulement&lt;/h3&gt;&lt;p&gt;La pioche se retourne carte par carte, en un seul passage (pas de redistribution). La carte retournée doit être placée avant de retourner la suivante : sur une fondation qui la demande, ou sur l’une des &lt;b&gt;{piles}&lt;/b&gt; défausses, quelle que soit sa valeur. La carte du dessus d’une défausse peut aller à tout moment sur une fondation qui la demande. Rien d’autre ne bouge : jamais d’une défausse à une autre, jamais depuis une fondation.&lt;/p&gt;&lt;p&gt;Tout l’art est dans les défausses : on ne peut y prendre que la carte du dessus ; placez donc les cartes qui serviront tard sous celles qui serviront bientôt.&lt;/p&gt;&lt;h3&gt;Fin&lt;/h3&gt;&lt;p&gt;Vous gagnez quand les 52 cartes sont sur les fondations. La partie est perdue (bloquée) quand la pioche est épuisée et qu’aucune carte du dessus d’une défausse ne va sur une fondation.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Every foundation takes exactly 13 cards and ends on a King.&lt;/p&gt;&lt;h3&gt;Play&lt;/h3&gt;&lt;p&gt;The stock is turned one card at a time, in a single pass (no redeal). The turned card must be placed before the next one is turned: an Ace on an empty foundation, any other card on any of the &lt;b&gt;{piles}&lt;/b&gt; waste piles, whatever its rank. While the stock lasts, no waste-pile card moves. Once the stock is used up, the top card of a waste pile may go to a foundation that wants it. Nothing else moves: never from one waste pile to another, never off a foundation.&lt;/p&gt;&lt;p&gt;The skill is in the waste piles: they are stacks you can only take from the top, so put cards that will be wanted late under cards that will be wanted soon.&lt;/p&gt;&lt;h3&gt;End&lt;/h3&gt;&lt;p&gt;You win when all 52 cards are on the foundations. The game is lost (blocked) when the stock is used up and no waste-pile top fits any foundation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Chaque fondation reçoit exactement 13 cartes et se termine par un roi.&lt;/p&gt;&lt;h3&gt;Déroulement&lt;/h3&gt;&lt;p&gt;La pioche se retourne carte par carte, en un seul passage (pas de redistribution). La carte retournée doit être placée avant de retourner la suivante : un as sur une fondation vide, toute autre carte sur l’une des &lt;b&gt;{piles}&lt;/b&gt; défausses, quelle que soit sa valeur. Tant que la pioche dure, aucune carte des défausses ne bouge. Une fois la pioche épuisée, la carte du dessus d’une défausse peut aller sur une fondation qui la demande. Rien d’autre ne bouge : jamais d’une défausse à une autre, jamais depuis une fondation.&lt;/p&gt;&lt;p&gt;Tout l’art est dans les défausses : on ne peut y prendre que la carte du dessus ; placez donc les cartes qui serviront tard sous celles qui serviront bientôt.&lt;/p&gt;&lt;h3&gt;Fin&lt;/h3&gt;&lt;p&gt;Vous gagnez quand les 52 cartes sont sur les fondations. La partie est perdue (bloquée) quand la pioche est épuisée et qu’aucune carte du dessus d’une défausse ne va sur une fondation.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;How to play here&lt;/h3&gt;&lt;p&gt;Drag the turned card or a waste-pile top to a pile. With &lt;i&gt;Autoplay&lt;/i&gt; on, a click plays a card: a waste-pile top goes to a foundation that wants it; the turned card goes to a foundation that wants it or else to the waste pile the rating judges best. Keys: &lt;b&gt;1&lt;/b&gt;&amp;ndash;&lt;b&gt;{piles}&lt;/b&gt; put the turned card on that waste pile, &lt;b&gt;F&lt;/b&gt; plays it to a foundation, &lt;b&gt;Shift+1&lt;/b&gt;&amp;ndash;&lt;b&gt;{piles}&lt;/b&gt; play that waste pile's top to a foundation; &lt;b&gt;Ctrl+Z&lt;/b&gt; undo, &lt;b&gt;Ctrl+Shift+Z&lt;/b&gt; redo, &lt;b&gt;H&lt;/b&gt; hint.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Jouer ici&lt;/h3&gt;&lt;p&gt;Faites glisser la carte retournée ou le dessus d’une défausse vers une pile. Avec le &lt;i&gt;Jeu automatique&lt;/i&gt;, un clic joue une carte : le dessus d’une défausse va sur une fondation qui la demande ; la carte retournée va sur une fondation qui la demande, sinon sur la défausse que l’évaluation juge la meilleure. Touches : &lt;b&gt;1&lt;/b&gt;&amp;ndash;&lt;b&gt;{piles}&lt;/b&gt; posent la carte retournée sur cette défausse, &lt;b&gt;F&lt;/b&gt; la joue sur une fondation, &lt;b&gt;Maj+1&lt;/b&gt;&amp;ndash;&lt;b&gt;{piles}&lt;/b&gt; jouent le dessus de cette défausse sur une fondation ; &lt;b&gt;Ctrl+Z&lt;/b&gt; annuler, &lt;b&gt;Ctrl+Maj+Z&lt;/b&gt; rétablir, &lt;b&gt;H&lt;/b&gt; indice.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;With a screen reader: &lt;b&gt;Tab&lt;/b&gt; and the arrow keys move from card to card and pile to pile, &lt;b&gt;Enter&lt;/b&gt; picks up and drops; &lt;b&gt;R&lt;/b&gt; reads the whole table, &lt;b&gt;Ctrl+1&lt;/b&gt;&amp;ndash;&lt;b&gt;Ctrl+{piles}&lt;/b&gt; read that waste pile from the top down. Moves, refusals, hints and the end of the game are said aloud.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Avec un lecteur d’écran : &lt;b&gt;Tab&lt;/b&gt; et les flèches vont de carte en carte et de pile en pile, &lt;b&gt;Entrée&lt;/b&gt; prend et pose ; &lt;b&gt;R&lt;/b&gt; lit toute la table, &lt;b&gt;Ctrl+1&lt;/b&gt;&amp;ndash;&lt;b&gt;Ctrl+{piles}&lt;/b&gt; lisent cette défausse de haut en bas. Les coups, les refus, les indices et la fin de la partie sont annoncés.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The four sequences</source>
        <translation>Les quatre séquences</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules: {variant}</source>
        <translation>Règles : {variant}</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
</context>
<context>
    <name>ScreenReader</name>
    <message>
        <source>Read the table aloud</source>
        <translation>Lire la table à voix haute</translation>
    </message>
    <message>
        <source>A screen reader reads the turned card, every foundation and every waste pile</source>
        <translation>Un lecteur d’écran lit la carte retournée, chaque fondation et chaque défausse</translation>
    </message>
    <message>
        <source>Read a waste pile aloud</source>
        <translation>Lire une défausse à voix haute</translation>
    </message>
    <message>
        <source>Waste pile {pile}, from the top</source>
        <translation>Défausse {pile}, de haut en bas</translation>
    </message>
    <message>
        <source>New game: {variant}, {deal}</source>
        <translation>Nouvelle partie : {variant}, {deal}</translation>
    </message>
    <message>
        <source>Move taken back</source>
        <translation>Coup annulé</translation>
    </message>
    <message>
        <source>Move played again</source>
        <translation>Coup rejoué</translation>
    </message>
    <message>
        <source>Deal restarted</source>
        <translation>Donne recommencée</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>&amp;Winnable deals only</source>
        <translation>Donnes &amp;gagnables seulement</translation>
    </message>
    <message>
        <source>New deal shuffles until the solver proves a deal winnable. Almost every deal of Calculation and Sir Tommy is, so that is quick; in Strategy about 7 deals in 100 are, so it may take a while (the status bar counts the deals tried, Esc stops), and with three waste piles hardly any is.</source>
        <translation>Nouvelle donne mélange jusqu’à ce que le solveur prouve une donne gagnable. Presque toutes les donnes de Calcul et de Sir Tommy le sont, c’est donc rapide ; à Stratégie, environ 7 donnes sur 100 le sont, cela peut prendre du temps (la barre d’état compte les donnes essayées, Échap arrête), et avec trois défausses presque aucune.</translation>
    </message>
    <message>
        <source>Quick (a rule of thumb)</source>
        <translation>Rapide (règle empirique)</translation>
    </message>
    <message>
        <source>Strong (weighs the odds)</source>
        <translation>Fort (pèse les chances)</translation>
    </message>
    <message>
        <source>Strongest (as Suggest)</source>
        <translation>Le plus fort (comme Suggestion)</translation>
    </message>
    <message>
        <source>Click strength</source>
        <translation>Force du clic</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Instant</source>
        <translation>Instantanée</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>Game (changing these deals a new game)</source>
        <translation>Jeu (un changement distribue une nouvelle donne)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Jeu :</translation>
    </message>
    <message>
        <source>&amp;Three waste piles (harder)</source>
        <translation>&amp;Trois défausses (plus difficile)</translation>
    </message>
    <message>
        <source>&amp;No foundations in advance</source>
        <translation>Sans &amp;fondations posées d’avance</translation>
    </message>
    <message>
        <source>Cla&amp;ssic: eight waste piles, foundations wait for the stock</source>
        <translation>Cla&amp;ssique : huit défausses, les fondations attendent la fin de la pioche</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Animation s&amp;peed:</source>
        <translation>&amp;Vitesse d’animation :</translation>
    </message>
    <message>
        <source>&amp;Autoplay: a click plays a card</source>
        <translation>Jeu &amp;automatique : un clic joue une carte</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Vitesse d’animation</translation>
    </message>
    <message>
        <source>Custom ({ms} ms)</source>
        <translation>Personnalisée ({ms} ms)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Déroulement</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Langue :</translation>
    </message>
    <message>
        <source>OK deals a new game of {variant}.</source>
        <translation>OK distribue une nouvelle donne de {variant}.</translation>
    </message>
</context>
<context>
    <name>SolverService</name>
    <message>
        <source>Solver working</source>
        <translation>Le solveur travaille</translation>
    </message>
    <message>
        <source>Stop the solver (Esc)</source>
        <translation>Arrêter le solveur (Échap)</translation>
    </message>
    <message>
        <source>Cancel solving</source>
        <translation>Annuler la résolution</translation>
    </message>
    <message>
        <source>Stop the solver</source>
        <translation>Arrêter le solveur</translation>
    </message>
    <message>
        <source>The solver is busy; wait or cancel it (Esc).</source>
        <translation>Le solveur est occupé ; patientez ou annulez (Échap).</translation>
    </message>
    <message>
        <source>Solver cancelled.</source>
        <translation>Solveur annulé.</translation>
    </message>
    <message>
        <source>Solver</source>
        <translation>Solveur</translation>
    </message>
    <message>
        <source>The solver failed: {error}</source>
        <translation>Le solveur a échoué : {error}</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>{variant} (daily deal)</source>
        <translation>{variant} (donne du jour)</translation>
    </message>
    <message numerus="yes">
        <source>{variant}: %n played, none won yet.</source>
        <translation>
            <numerusform>{variant} : %n jouée, aucune gagnée pour l’instant.</numerusform>
            <numerusform>{variant} : %n jouées, aucune gagnée pour l’instant.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{variant}: %n played, {won} won ({percent}), every win without undo or hint.</source>
        <translation>
            <numerusform>{variant} : %n jouée, {won} gagnée ({percent}), chaque victoire sans annulation ni indice.</numerusform>
            <numerusform>{variant} : %n jouées, {won} gagnées ({percent}), chaque victoire sans annulation ni indice.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{variant}: %n played, {won} won ({percent}), each with undo or a hint.</source>
        <translation>
            <numerusform>{variant} : %n jouée, {won} gagnée ({percent}), chacune avec annulation ou indice.</numerusform>
            <numerusform>{variant} : %n jouées, {won} gagnées ({percent}), chacune avec annulation ou indice.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{variant}: %n played, {won} won ({percent}), {clean} of them without undo or hint.</source>
        <translation>
            <numerusform>{variant} : %n partie jouée, victoires : {won} ({percent}), dont {clean} sans annulation ni indice.</numerusform>
            <numerusform>{variant} : %n parties jouées, victoires : {won} ({percent}), dont {clean} sans annulation ni indice.</numerusform>
        </translation>
    </message>
    <message>
        <source>Current streak {current}, best {best}.</source>
        <translation>Série en cours : {current}, meilleure : {best}.</translation>
    </message>
    <message>
        <source>Fewest moves in a win: {moves}.</source>
        <translation>Moins de coups pour gagner : {moves}.</translation>
    </message>
    <message>
        <source>{lost} ({abandoned} abandoned)</source>
        <translation>{lost} (dont {abandoned} abandonnées)</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Parties jouées</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagnées</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdues</translation>
    </message>
    <message>
        <source>Win percentage</source>
        <translation>Pourcentage de victoires</translation>
    </message>
    <message>
        <source>Won without undo or hint</source>
        <translation>Gagnées sans annulation ni indice</translation>
    </message>
    <message>
        <source>Current winning streak</source>
        <translation>Série de victoires en cours</translation>
    </message>
    <message>
        <source>Best winning streak</source>
        <translation>Meilleure série de victoires</translation>
    </message>
    <message>
        <source>Current losing streak</source>
        <translation>Série de défaites en cours</translation>
    </message>
    <message>
        <source>Fewest moves in a win</source>
        <translation>Moins de coups pour gagner</translation>
    </message>
    <message>
        <source>Best time in a win</source>
        <translation>Meilleur temps pour gagner</translation>
    </message>
    <message>
        <source>Best time in a win: {time}.</source>
        <translation>Meilleur temps pour gagner : {time}.</translation>
    </message>
</context>
<context>
    <name>StatsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante :</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Chiffres</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Chiffre</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>Parties récentes</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Temps</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Remarques</translation>
    </message>
    <message>
        <source>&amp;Reset this variant…</source>
        <translation>&amp;Réinitialiser cette variante…</translation>
    </message>
    <message>
        <source>Reset the statistics of this variant</source>
        <translation>Réinitialiser les statistiques de cette variante</translation>
    </message>
    <message>
        <source>Recent games (latest first, up to {count}):</source>
        <translation>Parties récentes (la plus récente d’abord, jusqu’à {count}) :</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>abandonnée</translation>
    </message>
    <message>
        <source>undo or hint used</source>
        <translation>annulation ou indice utilisé</translation>
    </message>
    <message>
        <source>deal {number}</source>
        <translation>donne {number}</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gagnée</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>perdue</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Réinitialiser les statistiques</translation>
    </message>
    <message numerus="yes">
        <source>Forget all %n game(s) of {variant}? This cannot be undone.</source>
        <translation>
            <numerusform>Oublier %n partie de {variant} ? Cette action est irréversible.</numerusform>
            <numerusform>Oublier les %n parties de {variant} ? Cette action est irréversible.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StorageProblem</name>
    <message>
        <source>Your settings file changed while Calculation was running and can no longer be read or used, so the settings of this window are saved in its place. The file was kept as {name} in {folder}.</source>
        <translation>Votre fichier de paramètres a changé pendant que Calcul tournait et ne peut plus être lu ni utilisé : les paramètres de cette fenêtre sont enregistrés à sa place. Le fichier a été conservé sous le nom {name} dans {folder}.</translation>
    </message>
    <message>
        <source>Your settings file changed while Calculation was running and can no longer be read or used. The file could not be moved aside, so it is left untouched, and changed settings are not saved until Calculation is started again.</source>
        <translation>Votre fichier de paramètres a changé pendant que Calcul tournait et ne peut plus être lu ni utilisé. Le fichier n’a pas pu être mis de côté ; il reste donc intact, et les paramètres modifiés ne seront pas enregistrés avant le prochain démarrage de Calcul.</translation>
    </message>
    <message>
        <source>Your statistics file changed while Calculation was running and can no longer be read or used, so the figures this window holds are saved in its place. The file was kept as {name} in {folder}.</source>
        <translation>Votre fichier de statistiques a changé pendant que Calcul tournait et ne peut plus être lu ni utilisé : les chiffres de cette fenêtre sont enregistrés à sa place. Le fichier a été conservé sous le nom {name} dans {folder}.</translation>
    </message>
    <message>
        <source>Your statistics file changed while Calculation was running and can no longer be read or used. The file could not be moved aside, so it is left untouched, and no result is saved until Calculation is started again.</source>
        <translation>Votre fichier de statistiques a changé pendant que Calcul tournait et ne peut plus être lu ni utilisé. Le fichier n’a pas pu être mis de côté ; il reste donc intact, et aucun résultat ne sera enregistré avant le prochain démarrage de Calcul.</translation>
    </message>
    <message>
        <source>Your settings could not be read, so the default settings are used. The file was kept as {name} in {folder}.</source>
        <translation>Vos paramètres n’ont pas pu être lus : les paramètres par défaut sont utilisés. Le fichier a été conservé sous le nom {name} dans {folder}.</translation>
    </message>
    <message>
        <source>Your settings could not be read, so the default settings are used. The file could not be moved aside, so it is left untouched, and changed settings are not saved until Calculation is started again.</source>
        <translation>Vos paramètres n’ont pas pu être lus : les paramètres par défaut sont utilisés. Le fichier n’a pas pu être mis de côté ; il reste donc intact, et les paramètres modifiés ne seront pas enregistrés avant le prochain démarrage de Calcul.</translation>
    </message>
    <message>
        <source>Your settings file could not be used, so the default settings are used. The file was kept as {name} in {folder}.</source>
        <translation>Votre fichier de paramètres est inutilisable : les paramètres par défaut sont utilisés. Le fichier a été conservé sous le nom {name} dans {folder}.</translation>
    </message>
    <message>
        <source>Your settings file could not be used, so the default settings are used. The file could not be moved aside, so it is left untouched, and changed settings are not saved until Calculation is started again.</source>
        <translation>Votre fichier de paramètres est inutilisable : les paramètres par défaut sont utilisés. Le fichier n’a pas pu être mis de côté ; il reste donc intact, et les paramètres modifiés ne seront pas enregistrés avant le prochain démarrage de Calcul.</translation>
    </message>
    <message>
        <source>Your settings file holds a value this program cannot use for the setting {setting}, so that setting is back to its default and the others are kept. The file was kept as {name} in {folder}.</source>
        <translation>Votre fichier de paramètres contient pour le paramètre {setting} une valeur que ce programme ne peut pas utiliser : ce paramètre revient donc à sa valeur par défaut et les autres sont conservés. Le fichier a été conservé sous le nom {name} dans {folder}.</translation>
    </message>
    <message>
        <source>Your settings file holds a value this program cannot use for the setting {setting}, so that setting is back to its default. The file could not be moved aside, so it is left untouched, and changed settings are not saved until Calculation is started again.</source>
        <translation>Votre fichier de paramètres contient pour le paramètre {setting} une valeur que ce programme ne peut pas utiliser : ce paramètre revient donc à sa valeur par défaut. Le fichier n’a pas pu être mis de côté : il reste donc intact, et les paramètres modifiés ne sont pas enregistrés avant le prochain démarrage de Calcul.</translation>
    </message>
    <message>
        <source>Your settings file holds values this program cannot use for the settings {settings}, so those settings are back to their defaults and the others are kept. The file was kept as {name} in {folder}.</source>
        <translation>Votre fichier de paramètres contient pour les paramètres {settings} des valeurs que ce programme ne peut pas utiliser : ces paramètres reviennent donc à leur valeur par défaut et les autres sont conservés. Le fichier a été conservé sous le nom {name} dans {folder}.</translation>
    </message>
    <message>
        <source>Your settings file holds values this program cannot use for the settings {settings}, so those settings are back to their defaults. The file could not be moved aside, so it is left untouched, and changed settings are not saved until Calculation is started again.</source>
        <translation>Votre fichier de paramètres contient pour les paramètres {settings} des valeurs que ce programme ne peut pas utiliser : ces paramètres reviennent donc à leur valeur par défaut. Le fichier n’a pas pu être mis de côté : il reste donc intact, et les paramètres modifiés ne sont pas enregistrés avant le prochain démarrage de Calcul.</translation>
    </message>
    <message>
        <source>Your statistics could not be read, so they start again from zero. The file was kept as {name} in {folder}.</source>
        <translation>Vos statistiques n’ont pas pu être lues : elles repartent de zéro. Le fichier a été conservé sous le nom {name} dans {folder}.</translation>
    </message>
    <message>
        <source>Your statistics could not be read, so they start from zero for now. The file could not be moved aside, so it is left untouched, and no result is saved until Calculation is started again.</source>
        <translation>Vos statistiques n’ont pas pu être lues : elles partent de zéro pour l’instant. Le fichier n’a pas pu être mis de côté ; il reste donc intact, et aucun résultat ne sera enregistré avant le prochain démarrage de Calcul.</translation>
    </message>
    <message>
        <source>Your statistics file could not be used, so your statistics start again from zero. The file was kept as {name} in {folder}.</source>
        <translation>Votre fichier de statistiques est inutilisable : vos statistiques repartent de zéro. Le fichier a été conservé sous le nom {name} dans {folder}.</translation>
    </message>
    <message>
        <source>Your statistics file could not be used, so your statistics start from zero for now. The file could not be moved aside, so it is left untouched, and no result is saved until Calculation is started again.</source>
        <translation>Votre fichier de statistiques est inutilisable : vos statistiques partent de zéro pour l’instant. Le fichier n’a pas pu être mis de côté ; il reste donc intact, et aucun résultat ne sera enregistré avant le prochain démarrage de Calcul.</translation>
    </message>
    <message>
        <source>Your saved game could not be read, so a new game is dealt. The file was kept as {name} in {folder}.</source>
        <translation>Votre partie enregistrée n’a pas pu être lue : une nouvelle partie est distribuée. Le fichier a été conservé sous le nom {name} dans {folder}.</translation>
    </message>
    <message>
        <source>Your saved game could not be read, so a new game is dealt. The file could not be moved aside, so it is left untouched, and this game is not saved for next time.</source>
        <translation>Votre partie enregistrée n’a pas pu être lue : une nouvelle partie est distribuée. Le fichier n’a pas pu être mis de côté ; il reste donc intact, et cette partie ne sera pas enregistrée pour la prochaine fois.</translation>
    </message>
    <message>
        <source>Your saved game file could not be used, so a new game is dealt. The file was kept as {name} in {folder}.</source>
        <translation>Le fichier de votre partie enregistrée est inutilisable : une nouvelle partie est distribuée. Le fichier a été conservé sous le nom {name} dans {folder}.</translation>
    </message>
    <message>
        <source>Your saved game file could not be used, so a new game is dealt. The file could not be moved aside, so it is left untouched, and this game is not saved for next time.</source>
        <translation>Le fichier de votre partie enregistrée est inutilisable : une nouvelle partie est distribuée. Le fichier n’a pas pu être mis de côté ; il reste donc intact, et cette partie ne sera pas enregistrée pour la prochaine fois.</translation>
    </message>
    <message>
        <source>Your settings could not be saved to {path}; the settings saved before are kept.</source>
        <translation>Vos paramètres n’ont pas pu être enregistrés dans {path} ; les paramètres enregistrés auparavant sont conservés.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved to {path}; the figures saved before are kept.</source>
        <translation>Vos statistiques n’ont pas pu être enregistrées dans {path} ; les chiffres enregistrés auparavant sont conservés.</translation>
    </message>
    <message>
        <source>Your game could not be saved to {path}; the game saved before is kept.</source>
        <translation>Votre partie n’a pas pu être enregistrée dans {path} ; la partie enregistrée auparavant est conservée.</translation>
    </message>
    <message>
        <source>Your settings could not be saved to {path}.</source>
        <translation>Vos paramètres n’ont pas pu être enregistrés dans {path}.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved to {path}.</source>
        <translation>Vos statistiques n’ont pas pu être enregistrées dans {path}.</translation>
    </message>
    <message>
        <source>Your game could not be saved to {path}.</source>
        <translation>Votre partie n’a pas pu être enregistrée dans {path}.</translation>
    </message>
    <message>
        <source>Your settings could not be saved to {path}: something other than a file is in its place and could not be moved aside.</source>
        <translation>Vos paramètres n’ont pas pu être enregistrés dans {path} : autre chose qu’un fichier se trouve à sa place et n’a pas pu être mis de côté.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved to {path}: something other than a file is in its place and could not be moved aside.</source>
        <translation>Vos statistiques n’ont pas pu être enregistrées dans {path} : autre chose qu’un fichier se trouve à sa place et n’a pas pu être mis de côté.</translation>
    </message>
    <message>
        <source>Your game could not be saved to {path}: something other than a file is in its place and could not be moved aside.</source>
        <translation>Votre partie n’a pas pu être enregistrée dans {path} : autre chose qu’un fichier se trouve à sa place et n’a pas pu être mis de côté.</translation>
    </message>
    <message>
        <source>What was there was moved aside, and your settings are saved there anew.</source>
        <translation>Ce qui s’y trouvait a été mis de côté, et vos paramètres y sont enregistrés à nouveau.</translation>
    </message>
    <message>
        <source>What was there was moved aside, and your statistics are saved there anew.</source>
        <translation>Ce qui s’y trouvait a été mis de côté, et vos statistiques y sont enregistrées à nouveau.</translation>
    </message>
    <message>
        <source>What was there was moved aside, and your game is saved there anew.</source>
        <translation>Ce qui s’y trouvait a été mis de côté, et votre partie y est enregistrée à nouveau.</translation>
    </message>
    <message>
        <source>{path} could not be read any more, so it was kept as {name} in {folder}, and a new file is written in its place.</source>
        <translation>Le fichier {path} ne pouvait plus être lu : il a donc été conservé sous le nom {name} dans {folder}, et un nouveau fichier est écrit à sa place.</translation>
    </message>
    <message>
        <source>The data folder {folder} cannot be used, so your settings, statistics and game in progress cannot be kept this time.</source>
        <translation>Le dossier de données {folder} est inutilisable : vos paramètres, vos statistiques et votre partie en cours ne peuvent donc pas être conservés cette fois-ci.</translation>
    </message>
    <message>
        <source>The game's result is kept with your saved game and added to your statistics as soon as they can be saved, even after Calculation is started again.</source>
        <translation>Le résultat de la partie est conservé avec votre partie enregistrée et sera ajouté à vos statistiques dès qu’elles pourront être enregistrées, même après un nouveau démarrage de Calcul.</translation>
    </message>
    <message>
        <source>Your statistics could be saved again: every result kept meanwhile is counted now.</source>
        <translation>Vos statistiques ont pu être enregistrées de nouveau : chaque résultat conservé entre-temps est maintenant compté.</translation>
    </message>
    <message>
        <source>This program has no permission to read {path}.</source>
        <translation>Ce programme n’a pas l’autorisation de lire {path}.</translation>
    </message>
    <message>
        <source>{path} cannot be opened (system error {code}).</source>
        <translation>{path} ne peut pas être ouvert (erreur système {code}).</translation>
    </message>
    <message>
        <source>{path} is a folder, not a file.</source>
        <translation>{path} est un dossier, pas un fichier.</translation>
    </message>
    <message>
        <source>{path} is a named pipe, not a file.</source>
        <translation>{path} est un tube nommé, pas un fichier.</translation>
    </message>
    <message>
        <source>{path} is a device or another special file, not a file.</source>
        <translation>{path} est un périphérique ou un autre fichier spécial, pas un fichier ordinaire.</translation>
    </message>
    <message>
        <source>{path} is far larger than it can be (over {size} MB).</source>
        <translation>Le fichier {path} est bien plus gros qu’il ne peut l’être (plus de {size} Mo).</translation>
    </message>
    <message>
        <source>{path} is empty.</source>
        <translation>{path} est vide.</translation>
    </message>
    <message>
        <source>{path} holds binary data, not text.</source>
        <translation>{path} contient des données binaires, pas du texte.</translation>
    </message>
    <message>
        <source>{path} is not valid JSON, perhaps cut short (line {line}, column {column}).</source>
        <translation>{path} n’est pas du JSON valide, peut-être tronqué (ligne {line}, colonne {column}).</translation>
    </message>
    <message>
        <source>A newer version of Calculation wrote {path} (format version {found}; this one reads up to {version}).</source>
        <translation>Une version plus récente de Calcul a écrit {path} (version de format {found} ; celle-ci lit jusqu’à la version {version}).</translation>
    </message>
    <message>
        <source>{path} has a format version this program does not know.</source>
        <translation>{path} a une version de format que ce programme ne connaît pas.</translation>
    </message>
    <message>
        <source>{path} holds something this program cannot use.</source>
        <translation>{path} contient quelque chose que ce programme ne peut pas utiliser.</translation>
    </message>
    <message>
        <source>{path} was a folder, not a file.</source>
        <translation>{path} était un dossier, pas un fichier.</translation>
    </message>
    <message>
        <source>{path} was a named pipe, not a file.</source>
        <translation>{path} était un tube nommé, pas un fichier.</translation>
    </message>
    <message>
        <source>{path} was a device or another special file, not a file.</source>
        <translation>{path} était un périphérique ou un autre fichier spécial, pas un fichier ordinaire.</translation>
    </message>
    <message>
        <source>This program may not write in {folder}.</source>
        <translation>Ce programme n’a pas le droit d’écrire dans {folder}.</translation>
    </message>
    <message>
        <source>The disk is full.</source>
        <translation>Le disque est plein.</translation>
    </message>
    <message>
        <source>The system reported error {code}.</source>
        <translation>Le système a signalé l’erreur {code}.</translation>
    </message>
    <message>
        <source>Another Calculation window kept the file locked for too long; this window tries again at the next change.</source>
        <translation>Une autre fenêtre de Calcul a gardé le fichier verrouillé trop longtemps ; cette fenêtre réessaiera au prochain changement.</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Keys {0} and Shift+{0} play to and from waste pile {0}</source>
        <translation>Les touches {0} et Maj+{0} jouent vers et depuis la défausse {0}</translation>
    </message>
    <message>
        <source>done ✓</source>
        <translation>terminée ✓</translation>
    </message>
    <message>
        <source>next {0}</source>
        <translation>attend {0}</translation>
    </message>
    <message>
        <source>Foundation {0} builds {1}; every card of the suit of its Ace. Next: {2}.</source>
        <translation>La fondation {0} se monte ainsi : {1} ; toutes ses cartes de la couleur de son as. Ensuite : {2}.</translation>
    </message>
    <message>
        <source>Foundation {0} builds {1}; suits do not matter. Next: {2}.</source>
        <translation>La fondation {0} se monte ainsi : {1} ; les couleurs ne comptent pas. Ensuite : {2}.</translation>
    </message>
    <message>
        <source>While the stock lasts it takes no card: the waste piles play off once it is used up.</source>
        <translation>Tant que la pioche dure, elle ne prend aucune carte : les défausses se montent une fois la pioche épuisée.</translation>
    </message>
    <message numerus="yes">
        <source>%n left</source>
        <translation>
            <numerusform>%n restante</numerusform>
            <numerusform>%n restantes</numerusform>
        </translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Pioche</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) still to place, the turned card included; no redeal</source>
        <translation>
            <numerusform>Encore %n carte à placer, la carte retournée comprise ; pas de redistribution</numerusform>
            <numerusform>Encore %n cartes à placer, la carte retournée comprise ; pas de redistribution</numerusform>
        </translation>
    </message>
    <message>
        <source>Every card has been placed</source>
        <translation>Toutes les cartes ont été placées</translation>
    </message>
    <message>
        <source>the turned card</source>
        <translation>la carte retournée</translation>
    </message>
    <message>
        <source>waste pile {0}</source>
        <translation>défausse {0}</translation>
    </message>
    <message>
        <source>foundation {0}</source>
        <translation>fondation {0}</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Green</source>
        <translation>Vert</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Table de jeu</translation>
    </message>
    <message>
        <source>Drag the turned card or a waste pile's top card onto a pile; click a card to play it; Tab or the arrow keys move the keyboard cursor, Enter or Space picks up and drops.</source>
        <translation>Faites glisser la carte retournée ou le dessus d’une défausse sur une pile ; un clic joue une carte ; Tab ou les flèches déplacent le curseur clavier, Entrée ou Espace prend et pose.</translation>
    </message>
</context>
<context>
    <name>Upgrade</name>
    <message>
        <source>An older version of Calculation is running with your saved game and settings in {old}, so this window uses them there too, as a second window beside it. They move to this version's folders at the first start while no older version runs.</source>
        <translation>Une version plus ancienne de Calcul est ouverte avec votre partie enregistrée et vos réglages dans {old} : cette fenêtre les utilise donc là aussi, comme une deuxième fenêtre à côté d’elle. Ils seront déplacés dans les dossiers de cette version au premier lancement où aucune version plus ancienne n’est ouverte.</translation>
    </message>
    <message>
        <source>Your game in progress was saved twice: in {folder} and, by an older version of Calculation, in {old}. The older version's copy is further on, so it is your saved game now; the other copy was kept as {kept} in {folder}.</source>
        <translation>Votre partie en cours était enregistrée deux fois : dans {folder} et, par une version plus ancienne de Calcul, dans {old}. La copie de la version plus ancienne est plus avancée : c’est donc désormais votre partie enregistrée ; l’autre copie a été conservée sous le nom {kept} dans {folder}.</translation>
    </message>
    <message>
        <source>Your game in progress was saved twice: in {folder} and, by an older version of Calculation, in {old}. This version's copy is further on, so it stays your saved game; the older version's copy was kept as {kept} in {folder}.</source>
        <translation>Votre partie en cours était enregistrée deux fois : dans {folder} et, par une version plus ancienne de Calcul, dans {old}. La copie de cette version est plus avancée : elle reste donc votre partie enregistrée ; la copie de la version plus ancienne a été conservée sous le nom {kept} dans {folder}.</translation>
    </message>
    <message>
        <source>An older version of Calculation saved a game in {old} after this version last saved one in {folder}, so the older version's game is your saved game now; this version's game was kept as {kept} in {folder}.</source>
        <translation>Une version plus ancienne de Calcul a enregistré une partie dans {old} après le dernier enregistrement de cette version dans {folder} : la partie de la version plus ancienne est donc désormais votre partie enregistrée ; celle de cette version a été conservée sous le nom {kept} dans {folder}.</translation>
    </message>
    <message>
        <source>An older version of Calculation left a game in {old}, saved before this version last saved one in {folder}, so this version's game stays your saved game; the older version's game was kept as {kept} in {folder}.</source>
        <translation>Une version plus ancienne de Calcul a laissé une partie dans {old}, enregistrée avant le dernier enregistrement de cette version dans {folder} : la partie de cette version reste donc votre partie enregistrée ; celle de la version plus ancienne a été conservée sous le nom {kept} dans {folder}.</translation>
    </message>
    <message>
        <source>An older version of Calculation saved your settings in {old} after this version last saved them in {folder}, so the older version's settings are used now; this version's settings were kept as {kept} in {folder}.</source>
        <translation>Une version plus ancienne de Calcul a enregistré vos réglages dans {old} après le dernier enregistrement de cette version dans {folder} : les réglages de la version plus ancienne s’appliquent donc désormais ; ceux de cette version ont été conservés sous le nom {kept} dans {folder}.</translation>
    </message>
    <message>
        <source>An older version of Calculation left settings in {old}, saved before this version last saved yours in {folder}, so this version's settings stay in use; the older version's settings were kept as {kept} in {folder}.</source>
        <translation>Une version plus ancienne de Calcul a laissé des réglages dans {old}, enregistrés avant le dernier enregistrement des vôtres par cette version dans {folder} : les réglages de cette version restent donc en vigueur ; ceux de la version plus ancienne ont été conservés sous le nom {kept} dans {folder}.</translation>
    </message>
</context>
<context>
    <name>Variant</name>
    <message>
        <source>three waste piles</source>
        <translation>trois défausses</translation>
    </message>
    <message>
        <source>no foundations in advance</source>
        <translation>sans fondations posées d’avance</translation>
    </message>
    <message>
        <source>classic</source>
        <translation>classique</translation>
    </message>
</context>
<context>
    <name>WasItWinnable</name>
    <message>
        <source>&amp;Was it winnable?</source>
        <translation>Était-ce &amp;gagnable ?</translation>
    </message>
    <message>
        <source>The solver's verdict on the last lost or abandoned deal, with its winning line to watch</source>
        <translation>Le verdict du solveur sur la dernière donne perdue ou abandonnée, avec sa ligne gagnante à regarder</translation>
    </message>
    <message>
        <source>Game → Was it winnable? asks the solver about this deal.</source>
        <translation>Jeu → Était-ce gagnable ? interroge le solveur sur cette donne.</translation>
    </message>
    <message>
        <source>Lose or abandon a game first.</source>
        <translation>Perdez ou abandonnez d’abord une partie.</translation>
    </message>
    <message>
        <source>Solving the deal from its start…</source>
        <translation>Résolution de la donne depuis le début…</translation>
    </message>
    <message>
        <source>It was winnable: deal {deal}</source>
        <translation>C’était gagnable : donne {deal}</translation>
    </message>
    <message>
        <source>It was winnable: the daily deal of {date}</source>
        <translation>C’était gagnable : la donne du jour du {date}</translation>
    </message>
    <message>
        <source>It was winnable: this deck</source>
        <translation>C’était gagnable : ce paquet</translation>
    </message>
    <message>
        <source>The solver tried every line of play and proved that none wins.</source>
        <translation>Le solveur a essayé toutes les façons de jouer et prouvé qu’aucune ne gagne.</translation>
    </message>
    <message>
        <source>Was it winnable?</source>
        <translation>Était-ce gagnable ?</translation>
    </message>
    <message>
        <source>No: deal {deal} could not be won.</source>
        <translation>Non : la donne {deal} ne pouvait pas être gagnée.</translation>
    </message>
    <message>
        <source>No: the daily deal of {date} could not be won.</source>
        <translation>Non : la donne du jour du {date} ne pouvait pas être gagnée.</translation>
    </message>
    <message>
        <source>No: this deck could not be won.</source>
        <translation>Non : ce paquet ne pouvait pas être gagné.</translation>
    </message>
    <message>
        <source>The solver could not decide deal {deal} within {seconds:g} seconds.</source>
        <translation>Le solveur n’a pas pu trancher pour la donne {deal} en {seconds:g} secondes.</translation>
    </message>
    <message>
        <source>The solver could not decide the daily deal of {date} within {seconds:g} seconds.</source>
        <translation>Le solveur n’a pas pu trancher pour la donne du jour du {date} en {seconds:g} secondes.</translation>
    </message>
    <message>
        <source>The solver could not decide this deck within {seconds:g} seconds.</source>
        <translation>Le solveur n’a pas pu trancher pour ce paquet en {seconds:g} secondes.</translation>
    </message>
</context>
<context>
    <name>WinChart</name>
    <message>
        <source>Win percentage chart</source>
        <translation>Graphique du pourcentage de victoires</translation>
    </message>
    <message numerus="yes">
        <source>Win percentage over the last %n game(s)</source>
        <translation>
            <numerusform>Pourcentage de victoires sur %n partie</numerusform>
            <numerusform>Pourcentage de victoires sur les %n dernières parties</numerusform>
        </translation>
    </message>
    <message>
        <source>No games yet</source>
        <translation>Aucune partie pour l’instant</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gagnée</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>perdue</translation>
    </message>
    <message>
        <source>undo or hint used</source>
        <translation>annulation ou indice utilisé</translation>
    </message>
    <message numerus="yes">
        <source>Win % over the last %n game(s)</source>
        <translation>
            <numerusform>Victoires en % sur %n partie</numerusform>
            <numerusform>Victoires en % sur les %n dernières parties</numerusform>
        </translation>
    </message>
    <message>
        <source>No games recorded yet</source>
        <translation>Aucune partie enregistrée</translation>
    </message>
    <message>
        <source>older</source>
        <translation>plus anciennes</translation>
    </message>
    <message>
        <source>latest</source>
        <translation>plus récentes</translation>
    </message>
</context>
<context>
    <name>WinnableDeals</name>
    <message>
        <source>A new deal the solver proved winnable.</source>
        <translation>Une nouvelle donne que le solveur a prouvée gagnable.</translation>
    </message>
    <message>
        <source>Shuffling until the solver proves a deal winnable…</source>
        <translation>Mélange jusqu’à ce que le solveur prouve une donne gagnable…</translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) tried…</source>
        <translation>
            <numerusform>%n donne essayée…</numerusform>
            <numerusform>%n donnes essayées…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shuffling until the solver proves a deal winnable… %n deal(s) tried so far</source>
        <translation>
            <numerusform>Mélange jusqu’à ce que le solveur prouve une donne gagnable… %n donne essayée jusqu’ici</numerusform>
            <numerusform>Mélange jusqu’à ce que le solveur prouve une donne gagnable… %n donnes essayées jusqu’ici</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A winnable deal (found after %n deal(s)).</source>
        <translation>
            <numerusform>Une donne gagnable (trouvée après %n donne).</numerusform>
            <numerusform>Une donne gagnable (trouvée après %n donnes).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No deal was proved winnable in %n tries; this one is dealt anyway (it may not be winnable).</source>
        <translation>
            <numerusform>Aucune donne prouvée gagnable en %n essai ; celle-ci est distribuée quand même (elle n’est peut-être pas gagnable).</numerusform>
            <numerusform>Aucune donne prouvée gagnable en %n essais ; celle-ci est distribuée quand même (elle n’est peut-être pas gagnable).</numerusform>
        </translation>
    </message>
</context>
</TS>
