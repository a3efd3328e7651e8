<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AbandonGuard</name>
    <message>
        <source>Play deal {number} instead of this game?</source>
        <translation>Spiel {number} statt dieses Spiels spielen?</translation>
    </message>
    <message>
        <source>Play the daily deal of {game} instead of this game?</source>
        <translation>Das Tagesspiel von {game} statt dieses Spiels spielen?</translation>
    </message>
    <message>
        <source>Switch to {game}? That deals a new game.</source>
        <translation>Zu {game} wechseln? Das beginnt ein neues Spiel.</translation>
    </message>
    <message>
        <source>Deal a new game?</source>
        <translation>Ein neues Spiel geben?</translation>
    </message>
    <message>
        <source>Abandon this game?</source>
        <translation>Dieses Spiel aufgeben?</translation>
    </message>
    <message numerus="yes">
        <source>The game in progress (%n move(s)) is not counted in your statistics: the Demo played in it.</source>
        <translation>
            <numerusform>Das laufende Spiel (%n Zug) zählt nicht in Ihrer Statistik: Die Demo hat darin gespielt.</numerusform>
            <numerusform>Das laufende Spiel (%n Züge) zählt nicht in Ihrer Statistik: Die Demo hat darin gespielt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game in progress (%n move(s)) then counts as lost.</source>
        <translation>
            <numerusform>Das laufende Spiel (%n Zug) zählt dann als verloren.</numerusform>
            <numerusform>Das laufende Spiel (%n Züge) zählt dann als verloren.</numerusform>
        </translation>
    </message>
    <message>
        <source>Don't ask again</source>
        <translation>Nicht mehr fragen</translation>
    </message>
    <message>
        <source>As&amp;k before abandoning a game in progress</source>
        <translation>&amp;Vor dem Aufgeben eines laufenden Spiels fragen</translation>
    </message>
</context>
<context>
    <name>About</name>
    <message>
        <source>Calculation {version}</source>
        <translation>Kalkulation {version}</translation>
    </message>
    <message>
        <source>Website: {link}</source>
        <translation>Website: {link}</translation>
    </message>
    <message>
        <source>Report a bug: {link}</source>
        <translation>Fehler melden: {link}</translation>
    </message>
    <message>
        <source>&lt;p&gt;Calculation, Sir Tommy and Strategy: patience games for people who like to think ahead.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later. Cards are drawn by the program itself.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Kalkulation, Sir Tommy und Strategie: Patiencen für alle, die gern vorausdenken.&lt;/p&gt;&lt;p&gt;Freie Software unter der GNU General Public License, Version 3 oder später. Die Karten zeichnet das Programm selbst.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Calculation</source>
        <translation>Über Kalkulation</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
</context>
<context>
    <name>Accessible</name>
    <message>
        <source>Card table</source>
        <translation>Kartentisch</translation>
    </message>
    <message>
        <source>Tab or the arrow keys move from card to card, Enter or Space picks up and drops; R reads the whole table, Ctrl+1 to Ctrl+8 read a waste pile from the top down.</source>
        <translation>Tab oder die Pfeiltasten gehen von Karte zu Karte, Eingabe oder Leertaste nimmt auf und legt ab; R liest den ganzen Tisch vor, Strg+1 bis Strg+8 lesen einen Abwurfstapel von oben nach unten.</translation>
    </message>
    <message>
        <source>builds by ones</source>
        <extracomment>How a foundation builds, by its rule's step (a suit-following foundation says so too).</extracomment>
        <translation>baut in Einerschritten</translation>
    </message>
    <message>
        <source>builds by twos</source>
        <translation>baut in Zweierschritten</translation>
    </message>
    <message>
        <source>builds by threes</source>
        <translation>baut in Dreierschritten</translation>
    </message>
    <message>
        <source>builds by fours</source>
        <translation>baut in Viererschritten</translation>
    </message>
    <message>
        <source>builds by ones in one suit</source>
        <translation>baut in Einerschritten in einer Farbe</translation>
    </message>
    <message>
        <source>Stock, used up</source>
        <translation>Talon, aufgebraucht</translation>
    </message>
    <message>
        <source>Stock, empty; last card turned: {card}</source>
        <translation>Talon, leer; letzte aufgedeckte Karte: {card}</translation>
    </message>
    <message numerus="yes">
        <source>Stock, %n left; turned card: {card}</source>
        <translation>
            <numerusform>Talon, %n übrig; aufgedeckte Karte: {card}</numerusform>
            <numerusform>Talon, %n übrig; aufgedeckte Karte: {card}</numerusform>
        </translation>
    </message>
    <message>
        <source>builds by {step}</source>
        <translation>baut in Schritten von {step}</translation>
    </message>
    <message>
        <source>Foundation {number}, {rule}, complete</source>
        <translation>Basisstapel {number}, {rule}, fertig</translation>
    </message>
    <message>
        <source>Foundation {number}, {rule}, empty, wants {card} first</source>
        <translation>Basisstapel {number}, {rule}, leer, braucht zuerst: {card}</translation>
    </message>
    <message>
        <source>Foundation {number}, {rule}, top {top}, wants {card} next</source>
        <translation>Basisstapel {number}, {rule}, oben {top}, braucht als Nächstes: {card}</translation>
    </message>
    <message>
        <source>; takes no card while the stock lasts</source>
        <translation>; nimmt keine Karte, solange der Talon reicht</translation>
    </message>
    <message>
        <source>Waste pile {number}, empty</source>
        <translation>Abwurfstapel {number}, leer</translation>
    </message>
    <message numerus="yes">
        <source>Waste pile {number}, %n card(s), top {card}</source>
        <translation>
            <numerusform>Abwurfstapel {number}, %n Karte, oben {card}</numerusform>
            <numerusform>Abwurfstapel {number}, %n Karten, oben {card}</numerusform>
        </translation>
    </message>
    <message>
        <source>Waste pile {number} is empty.</source>
        <translation>Abwurfstapel {number} ist leer.</translation>
    </message>
    <message numerus="yes">
        <source>Waste pile {number}, %n card(s) from the top: {cards}.</source>
        <translation>
            <numerusform>Abwurfstapel {number}, %n Karte von oben: {cards}.</numerusform>
            <numerusform>Abwurfstapel {number}, %n Karten von oben: {cards}.</numerusform>
        </translation>
    </message>
    <message>
        <source>You won! All 52 cards are on the foundations</source>
        <translation>Gewonnen! Alle 52 Karten liegen auf den Basisstapeln</translation>
    </message>
    <message numerus="yes">
        <source>Blocked: the stock is used up and no waste-pile top fits a foundation; %n card(s) left</source>
        <translation>
            <numerusform>Blockiert: Der Talon ist aufgebraucht und keine oberste Karte eines Abwurfstapels passt auf einen Basisstapel; %n Karte übrig</numerusform>
            <numerusform>Blockiert: Der Talon ist aufgebraucht und keine oberste Karte eines Abwurfstapels passt auf einen Basisstapel; %n Karten übrig</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AdvisorActions</name>
    <message>
        <source>The advisor is thinking</source>
        <translation>Der Ratgeber denkt nach</translation>
    </message>
    <message>
        <source>&amp;Click strength:</source>
        <translation>&amp;Klickstärke:</translation>
    </message>
    <message>
        <source>The advisor's move: it plays the odds, it does not know the deal</source>
        <translation>Der Zug des Ratgebers: Er spielt nach Wahrscheinlichkeit und kennt das Spiel nicht</translation>
    </message>
    <message>
        <source>Suggest</source>
        <translation>Vorschlag</translation>
    </message>
    <message>
        <source>Suggest (S): the advisor's best try. Unlike Hint, which asks the solver and knows the order of the stock, Suggest is fair: it sees only what you see and plays the odds.</source>
        <translation>Vorschlag (S): der beste Versuch des Ratgebers. Anders als Tipp, der den Löser fragt und die Reihenfolge des Talons kennt, ist Vorschlag fair: Er sieht nur, was Sie sehen, und spielt nach Wahrscheinlichkeit.</translation>
    </message>
    <message>
        <source>Su&amp;ggest (advisor)</source>
        <translation>&amp;Vorschlag (Ratgeber)</translation>
    </message>
    <message>
        <source>De&amp;mo</source>
        <translation>&amp;Demo</translation>
    </message>
    <message>
        <source>The computer plays this deal; any key or click stops it</source>
        <translation>Der Computer spielt dieses Spiel; jede Taste und jeder Klick hält ihn an</translation>
    </message>
    <message>
        <source>The advisor failed: {error}</source>
        <translation>Der Ratgeber ist gescheitert: {error}</translation>
    </message>
    <message>
        <source>Suggestion cancelled.</source>
        <translation>Vorschlag abgebrochen.</translation>
    </message>
    <message>
        <source>The game is won.</source>
        <translation>Das Spiel ist gewonnen.</translation>
    </message>
    <message>
        <source>No move is left.</source>
        <translation>Es ist kein Zug mehr möglich.</translation>
    </message>
    <message>
        <source>The advisor is thinking… (S again cancels)</source>
        <translation>Der Ratgeber denkt nach… (S noch einmal bricht ab)</translation>
    </message>
    <message>
        <source>Suggestion: {move}. From what you can see the deal looks lost (under {limit} to win); Hint, which sees the order of the cards, may still find a winning line.</source>
        <translation>Vorschlag: {move}. Nach dem, was Sie sehen, scheint das Spiel verloren (unter {limit} Gewinnchance); Tipp, der die Reihenfolge der Karten kennt, findet vielleicht noch einen Gewinnweg.</translation>
    </message>
    <message>
        <source>Suggestion: {move}: about {chance} to win from here.</source>
        <translation>Vorschlag: {move}: etwa {chance} Gewinnchance von hier.</translation>
    </message>
    <message>
        <source>The advisor is placing the card…</source>
        <translation>Der Ratgeber legt die Karte ab…</translation>
    </message>
    <message>
        <source>The game is over: deal a new one to see a demo.</source>
        <translation>Das Spiel ist vorbei: Geben Sie ein neues, um eine Demo zu sehen.</translation>
    </message>
    <message>
        <source>Demo: the computer plays. Press any key or click to stop.</source>
        <translation>Demo: Der Computer spielt. Eine Taste oder ein Klick hält ihn an.</translation>
    </message>
    <message>
        <source>Demo stopped.</source>
        <translation>Demo angehalten.</translation>
    </message>
    <message>
        <source>Demo finished: won.</source>
        <translation>Demo beendet: gewonnen.</translation>
    </message>
    <message>
        <source>Demo finished: blocked.</source>
        <translation>Demo beendet: blockiert.</translation>
    </message>
    <message>
        <source>Demo finished.</source>
        <translation>Demo beendet.</translation>
    </message>
</context>
<context>
    <name>Appearance</name>
    <message>
        <source>Table colour</source>
        <translation>Tischfarbe</translation>
    </message>
    <message>
        <source>Card back</source>
        <translation>Kartenrücken</translation>
    </message>
    <message>
        <source>Large p&amp;rint: big ranks and suits on the cards</source>
        <translation>&amp;Großdruck: große Werte und Farben auf den Karten</translation>
    </message>
    <message>
        <source>Table c&amp;olour:</source>
        <translation>Tisch&amp;farbe:</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>Kar&amp;tenrücken:</translation>
    </message>
</context>
<context>
    <name>AutoFinish</name>
    <message>
        <source>Move cards to the foundations for me</source>
        <translation>Karten für mich auf die Basisstapel legen</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>When safe</source>
        <translation>Wenn sicher</translation>
    </message>
    <message>
        <source>When safe, and finish a won game</source>
        <translation>Wenn sicher, auch zu Ende spielen</translation>
    </message>
    <message>
        <source>When safe: only plays that can never spoil a win (the solver's rule), after each of your moves. Finish: also, once the stock is used up and the solver proves the game won, the rest is played for you. Every such move can be undone.</source>
        <translation>Wenn sicher: nur Züge, die einen Sieg nie verderben können (die Regel des Lösers), nach jedem Ihrer Züge. Zu Ende spielen: Außerdem wird, sobald der Talon aufgebraucht ist und der Löser das Spiel als gewonnen beweist, der Rest für Sie gespielt. Jeder solche Zug lässt sich rückgängig machen.</translation>
    </message>
    <message>
        <source>&amp;Move cards to the foundations for me:</source>
        <translation>Karten für &amp;mich ablegen:</translation>
    </message>
</context>
<context>
    <name>Banner</name>
    <message>
        <source>Close this message</source>
        <translation>Diese Meldung schließen</translation>
    </message>
    <message>
        <source>Close message</source>
        <translation>Meldung schließen</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
</context>
<context>
    <name>BusyIndicator</name>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>Card</name>
    <message>
        <source>Ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <source>Two</source>
        <translation>Zwei</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>Drei</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>Vier</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>Fünf</translation>
    </message>
    <message>
        <source>Six</source>
        <translation>Sechs</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>Sieben</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>Acht</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>Neun</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>Zehn</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>King</source>
        <translation>König</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <extracomment>A card's name, e.g. "Seven of Hearts": {rank} is a rank (Ace, Two... King) and {suit} a suit (Spades...).</extracomment>
        <translation>{suit}-{rank}</translation>
    </message>
</context>
<context>
    <name>CardBack</name>
    <message>
        <source>Blue lattice</source>
        <translation>Blaues Gitter</translation>
    </message>
    <message>
        <source>Red diamonds</source>
        <translation>Rote Rauten</translation>
    </message>
    <message>
        <source>Green dots</source>
        <translation>Grüne Punkte</translation>
    </message>
</context>
<context>
    <name>CardDeck</name>
    <message>
        <source>The program's own faces</source>
        <translation>Die eigenen Karten des Programms</translation>
    </message>
    <message>
        <source>Four colours (♠ black, ♥ red, ♦ blue, ♣ green)</source>
        <translation>Vier Farben (♠ schwarz, ♥ rot, ♦ blau, ♣ grün)</translation>
    </message>
    <message>
        <source>The card deck %1 is not installed (any more): the program's own faces are shown.</source>
        <translation>Das Kartenspiel %1 ist nicht (mehr) installiert: Es werden die eigenen Karten des Programms gezeigt.</translation>
    </message>
    <message>
        <source>The card deck %1 cannot be read: the program's own faces are shown.</source>
        <translation>Das Kartenspiel %1 lässt sich nicht lesen: Es werden die eigenen Karten des Programms gezeigt.</translation>
    </message>
    <message>
        <source>The card deck %1 is damaged or incomplete: the program's own faces are shown.</source>
        <translation>Das Kartenspiel %1 ist beschädigt oder unvollständig: Es werden die eigenen Karten des Programms gezeigt.</translation>
    </message>
    <message>
        <source>Card &amp;deck:</source>
        <translation>Kart&amp;enspiel:</translation>
    </message>
    <message>
        <source>Card deck</source>
        <translation>Kartenspiel</translation>
    </message>
    <message>
        <source>Looking for installed card decks…</source>
        <translation>Installierte Kartenspiele werden gesucht…</translation>
    </message>
    <message>
        <source>Preview of the card deck</source>
        <translation>Vorschau des Kartenspiels</translation>
    </message>
</context>
<context>
    <name>ChartWords</name>
    <message>
        <source>won, undo or hint used</source>
        <translation>gewonnen, Rücknahme oder Tipp benutzt</translation>
    </message>
    <message>
        <source>lost, undo or hint used</source>
        <translation>verloren, Rücknahme oder Tipp benutzt</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message numerus="yes">
        <source>The last %n game(s): {won} won, {lost} lost, {percent} won.</source>
        <translation>
            <numerusform>Die letzten Spiele (%n): {won} gewonnen, {lost} verloren, {percent} gewonnen.</numerusform>
            <numerusform>Die letzten Spiele (%n): {won} gewonnen, {lost} verloren, {percent} gewonnen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Newest first: {results}.</source>
        <translation>Das neueste zuerst: {results}.</translation>
    </message>
    <message>
        <source>No review yet.</source>
        <translation>Noch keine Analyse.</translation>
    </message>
    <message>
        <source>The Advisor's chance: {first} at the deal, {last} after move {moves}; highest {high} after move {at_high}, lowest {low} after move {at_low}.</source>
        <translation>Die Chance des Ratgebers: {first} beim Austeilen, {last} nach Zug {moves}; am höchsten {high} nach Zug {at_high}, am niedrigsten {low} nach Zug {at_low}.</translation>
    </message>
    <message>
        <source>Moves that lost chance: {moves}.</source>
        <translation>Züge, die Chance verloren: {moves}.</translation>
    </message>
    <message>
        <source>No line of play wins any more from move {move} on.</source>
        <translation>Ab Zug {move} gewinnt kein Spielverlauf mehr.</translation>
    </message>
</context>
<context>
    <name>ClockLabel</name>
    <message>
        <source>Game time</source>
        <translation>Spielzeit</translation>
    </message>
</context>
<context>
    <name>DailyDeal</name>
    <message>
        <source>&amp;Daily deal</source>
        <translation>Ta&amp;gesspiel</translation>
    </message>
    <message>
        <source>Today's deal, the same for everyone, proved winnable</source>
        <translation>Das Spiel des Tages, für alle gleich, nachweislich lösbar</translation>
    </message>
    <message>
        <source>{game}: none today (no candidate deal was proved winnable)</source>
        <translation>{game}: heute keines (kein Kandidatenspiel ließ sich als lösbar beweisen)</translation>
    </message>
    <message>
        <source>{game} has no daily deal today.</source>
        <translation>{game} hat heute kein Tagesspiel.</translation>
    </message>
    <message>
        <source>Finding the daily deal of {date}…</source>
        <translation>Das Tagesspiel vom {date} wird gesucht…</translation>
    </message>
    <message>
        <source>Daily deal</source>
        <translation>Tagesspiel</translation>
    </message>
    <message>
        <source>None of the first {tries} candidate deals of {game} for {date} could be proved winnable, so there is no daily deal of it today.</source>
        <translation>Keines der ersten {tries} Kandidatenspiele von {game} für den {date} ließ sich als lösbar beweisen; heute gibt es davon kein Tagesspiel.</translation>
    </message>
    <message>
        <source>Daily deal of {date}: {game}.</source>
        <translation>Tagesspiel vom {date}: {game}.</translation>
    </message>
</context>
<context>
    <name>Deal</name>
    <message>
        <source>daily deal {date}</source>
        <extracomment>How a game's deal is named in a sentence: a daily deal by its date, a numbered deal by its number, a deck given card by card as such.</extracomment>
        <translation>Tagesspiel {date}</translation>
    </message>
    <message>
        <source>deal {number}</source>
        <translation>Spiel {number}</translation>
    </message>
    <message>
        <source>hand-made deck</source>
        <translation>eigenes Blatt</translation>
    </message>
</context>
<context>
    <name>DealNumberDialog</name>
    <message>
        <source>Deal by number</source>
        <translation>Spiel nach Nummer</translation>
    </message>
    <message>
        <source>Deal number (0 to {max}).
The same number gives the same deal everywhere.</source>
        <translation>Spielnummer (0 bis {max}).
Dieselbe Nummer ergibt überall dasselbe Spiel.</translation>
    </message>
    <message>
        <source>Deal number</source>
        <translation>Spielnummer</translation>
    </message>
    <message>
        <source>Type a whole number from 0 to {max}.</source>
        <translation>Geben Sie eine ganze Zahl von 0 bis {max} ein.</translation>
    </message>
</context>
<context>
    <name>FinishAction</name>
    <message>
        <source>F&amp;inish</source>
        <translation>&amp;Zu Ende spielen</translation>
    </message>
    <message>
        <source>Play the rest of the game to the foundations (once the stock is used up and the solver proves the game won)</source>
        <translation>Den Rest des Spiels auf die Basisstapel spielen (sobald der Talon aufgebraucht ist und der Löser das Spiel als gewonnen beweist)</translation>
    </message>
    <message>
        <source>Finish</source>
        <comment>toolbar</comment>
        <translation>Zu Ende</translation>
    </message>
    <message numerus="yes">
        <source>Finish plays the rest once the stock is used up; %n card(s) still to come.</source>
        <translation>
            <numerusform>Zu Ende spielen geht erst, wenn der Talon aufgebraucht ist; noch %n Karte.</numerusform>
            <numerusform>Zu Ende spielen geht erst, wenn der Talon aufgebraucht ist; noch %n Karten.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>The game cannot be finished: the solver proved that no line wins from here.</source>
        <translation>Das Spiel lässt sich nicht zu Ende spielen: Der Löser hat bewiesen, dass von hier aus kein Weg gewinnt.</translation>
    </message>
    <message>
        <source>The solver could not decide whether this game can be finished.</source>
        <translation>Der Löser konnte nicht entscheiden, ob sich dieses Spiel zu Ende spielen lässt.</translation>
    </message>
    <message>
        <source>Finishing the game: the solver proved it won.</source>
        <translation>Das Spiel wird zu Ende gespielt: Der Löser hat den Sieg bewiesen.</translation>
    </message>
    <message>
        <source>Finishing stopped.</source>
        <translation>Zu Ende spielen angehalten.</translation>
    </message>
</context>
<context>
    <name>Game</name>
    <message>
        <source>Calculation</source>
        <translation>Kalkulation</translation>
    </message>
    <message>
        <source>Sir Tommy</source>
        <translation>Sir Tommy</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>Strategie</translation>
    </message>
</context>
<context>
    <name>GameClock</name>
    <message>
        <source>Time: {time}</source>
        <translation>Zeit: {time}</translation>
    </message>
    <message>
        <source>Show the game's t&amp;ime in the status bar</source>
        <translation>Die Spiel&amp;zeit in der Statusleiste zeigen</translation>
    </message>
</context>
<context>
    <name>GameLock</name>
    <message>
        <source>Calculation is already open in another window, which keeps its own game in progress, so this window's game will not be saved for next time. Its results still count in your statistics.</source>
        <translation>Kalkulation ist bereits in einem anderen Fenster geöffnet, das sein eigenes laufendes Spiel behält; das Spiel dieses Fensters wird daher nicht für das nächste Mal gespeichert. Seine Ergebnisse zählen trotzdem in Ihrer Statistik.</translation>
    </message>
    <message>
        <source>Resumed after an unexpected stop.</source>
        <translation>Nach einem unerwarteten Ende fortgesetzt.</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <source>Show the next move of a winning line (the solver looks for one)</source>
        <translation>Den nächsten Zug eines Gewinnwegs zeigen (der Löser sucht einen)</translation>
    </message>
    <message>
        <source>The game is won.</source>
        <translation>Das Spiel ist gewonnen.</translation>
    </message>
    <message>
        <source>Looking for a winning line…</source>
        <translation>Suche nach einem Gewinnweg…</translation>
    </message>
    <message>
        <source>Hint: the solver could not decide in time.</source>
        <translation>Tipp: Der Löser konnte nicht rechtzeitig entscheiden.</translation>
    </message>
    <message>
        <source>The solver &lt;b&gt;could not decide&lt;/b&gt; whether this position can still be won.</source>
        <translation>Der Löser &lt;b&gt;konnte nicht entscheiden&lt;/b&gt;, ob diese Stellung noch zu gewinnen ist.</translation>
    </message>
    <message>
        <source>Hint: {move}.</source>
        <translation>Tipp: {move}.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Suggest</source>
        <translation>Vorschlag</translation>
    </message>
    <message>
        <source>&lt;b&gt;The deal is lost from here&lt;/b&gt;: the solver proved that no line of play wins. &lt;b&gt;Suggest&lt;/b&gt; (S) shows the best try: it does not know the stock, so it plays the odds of the cards to come.</source>
        <translation>&lt;b&gt;Das Spiel ist von hier an verloren&lt;/b&gt;: Der Löser hat bewiesen, dass kein Spielverlauf gewinnt. &lt;b&gt;Vorschlag&lt;/b&gt; (S) zeigt den besten Versuch: Er kennt den Talon nicht und spielt nach der Wahrscheinlichkeit der kommenden Karten.</translation>
    </message>
    <message>
        <source>Hint: the deal is lost from here. Suggest (S) shows the best try.</source>
        <translation>Tipp: Das Spiel ist von hier an verloren. Vorschlag (S) zeigt den besten Versuch.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The deal is lost from here&lt;/b&gt;: the solver proved that no line of play wins.</source>
        <translation>&lt;b&gt;Das Spiel ist von hier an verloren&lt;/b&gt;: Der Löser hat bewiesen, dass kein Spielverlauf gewinnt.</translation>
    </message>
    <message>
        <source>Hint: the deal is lost from here.</source>
        <translation>Tipp: Das Spiel ist von hier an verloren.</translation>
    </message>
</context>
<context>
    <name>KeyboardCursor</name>
    <message>
        <source>{0}, onto {1}</source>
        <translation>{0}, auf {1}</translation>
    </message>
    <message>
        <source>Enter or Space drops it there; Tab chooses another pile; Escape puts it back.</source>
        <translation>Eingabe oder Leertaste legt sie dort ab; Tab wählt einen anderen Stapel; Escape legt sie zurück.</translation>
    </message>
    <message>
        <source>{0}, the turned card</source>
        <translation>{0}, die aufgedeckte Karte</translation>
    </message>
    <message>
        <source>{0}, top of {1}</source>
        <translation>{0}, oben auf {1}</translation>
    </message>
    <message>
        <source>Goes to {0} or any waste pile.</source>
        <translation>Passt auf {0} oder jeden Abwurfstapel.</translation>
    </message>
    <message>
        <source>Goes to {0}.</source>
        <translation>Passt auf {0}.</translation>
    </message>
    <message>
        <source>Goes to any waste pile.</source>
        <translation>Passt auf jeden Abwurfstapel.</translation>
    </message>
    <message>
        <source>Enter or Space picks it up.</source>
        <translation>Eingabe oder Leertaste nimmt sie auf.</translation>
    </message>
</context>
<context>
    <name>LanguageBox</name>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>System ({language})</source>
        <translation>System ({language})</translation>
    </message>
    <message>
        <source>The new language applies the next time Calculation starts.</source>
        <translation>Die neue Sprache gilt ab dem nächsten Start von Kalkulation.</translation>
    </message>
    <message>
        <source>A new choice applies the next time Calculation starts.</source>
        <translation>Eine neue Auswahl gilt ab dem nächsten Start von Kalkulation.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Calculation</source>
        <translation>Kalkulation</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Kartentisch</translation>
    </message>
    <message>
        <source>&amp;New deal</source>
        <translation>&amp;Neues Spiel</translation>
    </message>
    <message>
        <source>Deal a new game</source>
        <translation>Ein neues Spiel geben</translation>
    </message>
    <message>
        <source>&amp;Restart deal</source>
        <translation>Spiel neu &amp;starten</translation>
    </message>
    <message>
        <source>Start this deal again from the beginning</source>
        <translation>Dieses Spiel noch einmal von vorn beginnen</translation>
    </message>
    <message>
        <source>Deal by n&amp;umber…</source>
        <translation>Spiel nach N&amp;ummer…</translation>
    </message>
    <message>
        <source>Play a deal given by its number</source>
        <translation>Ein Spiel nach seiner Nummer spielen</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistik…</translation>
    </message>
    <message>
        <source>Games played, won and lost</source>
        <translation>Gespielte, gewonnene und verlorene Spiele</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Quit Calculation</source>
        <translation>Kalkulation beenden</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <translation>Den letzten Zug zurücknehmen</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>Play the undone move again</source>
        <translation>Den zurückgenommenen Zug wieder ausführen</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>Show a good move</source>
        <translation>Einen guten Zug zeigen</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>Voll&amp;bild</translation>
    </message>
    <message>
        <source>Show the table on the whole screen, or in a window again</source>
        <translation>Den Tisch auf dem ganzen Bildschirm zeigen oder wieder im Fenster</translation>
    </message>
    <message>
        <source>New deal</source>
        <comment>toolbar</comment>
        <translation>Neu</translation>
    </message>
    <message>
        <source>Restart deal</source>
        <comment>toolbar</comment>
        <translation>Neustart</translation>
    </message>
    <message>
        <source>Settings</source>
        <comment>toolbar</comment>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>Undo</source>
        <comment>toolbar</comment>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Redo</source>
        <comment>toolbar</comment>
        <translation>Vorwärts</translation>
    </message>
    <message>
        <source>Hint</source>
        <comment>toolbar</comment>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>Turned card to waste pile &amp;{pile}</source>
        <translation>Aufgedeckte Karte auf Abwurfstapel &amp;{pile}</translation>
    </message>
    <message>
        <source>Waste pile {pile} to a foundation</source>
        <translation>Abwurfstapel {pile} auf einen Basisstapel</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <source>Game, waste piles, autoplay, animation, language</source>
        <translation>Spiel, Abwurfstapel, automatisches Spielen, Animation, Sprache</translation>
    </message>
    <message>
        <source>The rules of the current game</source>
        <translation>Die Regeln des laufenden Spiels</translation>
    </message>
    <message>
        <source>&amp;About Calculation</source>
        <translation>Ü&amp;ber Kalkulation</translation>
    </message>
    <message>
        <source>Version and licence</source>
        <translation>Version und Lizenz</translation>
    </message>
    <message>
        <source>Turned card to a &amp;foundation</source>
        <translation>Aufgedeckte Karte auf einen &amp;Basisstapel</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Züge</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <translation>Hauptwerkzeugleiste</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>Nichts rückgängig zu machen.</translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <translation>Nichts zu wiederholen.</translation>
    </message>
    <message numerus="yes">
        <source>This game has %n waste pile(s).</source>
        <translation>
            <numerusform>Dieses Spiel hat %n Abwurfstapel.</numerusform>
            <numerusform>Dieses Spiel hat %n Abwurfstapel.</numerusform>
        </translation>
    </message>
    <message>
        <source>The stock is used up.</source>
        <translation>Der Talon ist aufgebraucht.</translation>
    </message>
    <message>
        <source>Waste pile {pile} is empty.</source>
        <translation>Abwurfstapel {pile} ist leer.</translation>
    </message>
    <message>
        <source>Not allowed: {reason}.</source>
        <translation>Nicht erlaubt: {reason}.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;You won!&lt;/b&gt; All 52 cards are on the foundations in %n move(s).</source>
        <translation>
            <numerusform>&lt;b&gt;Gewonnen!&lt;/b&gt; Alle 52 Karten liegen nach %n Zug auf den Basisstapeln.</numerusform>
            <numerusform>&lt;b&gt;Gewonnen!&lt;/b&gt; Alle 52 Karten liegen nach %n Zügen auf den Basisstapeln.</numerusform>
        </translation>
    </message>
    <message>
        <source>New deal</source>
        <translation>Neues Spiel</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Blocked.&lt;/b&gt; The stock is used up and no waste-pile top fits a foundation (%n card(s) left).</source>
        <translation>
            <numerusform>&lt;b&gt;Blockiert.&lt;/b&gt; Der Talon ist aufgebraucht und keine oberste Karte eines Abwurfstapels passt auf einen Basisstapel (%n Karte übrig).</numerusform>
            <numerusform>&lt;b&gt;Blockiert.&lt;/b&gt; Der Talon ist aufgebraucht und keine oberste Karte eines Abwurfstapels passt auf einen Basisstapel (%n Karten übrig).</numerusform>
        </translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Neu beginnen</translation>
    </message>
    <message>
        <source>Daily deal {date}</source>
        <translation>Tagesspiel {date}</translation>
    </message>
    <message>
        <source>{variant} — {deal}</source>
        <translation>{variant} — {deal}</translation>
    </message>
    <message>
        <source>Hand-made deck</source>
        <translation>Eigenes Blatt</translation>
    </message>
    <message>
        <source>Autoplay is off: double-click or drag the card, or use the keys (see Help → Rules).</source>
        <translation>Automatisches Spielen ist aus: Doppelklicken oder ziehen Sie die Karte oder benutzen Sie die Tasten (siehe Hilfe → Regeln).</translation>
    </message>
    <message>
        <source>Deal {number}</source>
        <translation>Spiel {number}</translation>
    </message>
    <message>
        <source>Stock: {count}</source>
        <translation>Talon: {count}</translation>
    </message>
    <message>
        <source>Moves: {count}</source>
        <translation>Züge: {count}</translation>
    </message>
    <message>
        <source>C&amp;hoose game</source>
        <translation>Spiel wäh&amp;len</translation>
    </message>
    <message>
        <source>Play another game or another form of it: a new deal of it</source>
        <translation>Ein anderes Spiel oder eine Variante davon spielen: ein neues Spiel davon wird gegeben</translation>
    </message>
    <message>
        <source>Game</source>
        <comment>toolbar</comment>
        <translation>Spiel</translation>
    </message>
</context>
<context>
    <name>MenuEntry</name>
    <message>
        <source>Patience Game</source>
        <translation>Patience</translation>
    </message>
    <message>
        <source>Play Calculation, Sir Tommy and Strategy: patience games for people who like to think ahead</source>
        <translation>Kalkulation, Sir Tommy und Strategie spielen: Patiencen für alle, die gern vorausdenken</translation>
    </message>
    <message>
        <source>patience;solitaire;cards;calculation;broken intervals;sir tommy;strategy;</source>
        <translation>Patience;Solitär;Karten;Kalkulation;Rechenpatience;Sir Tommy;Strategie;</translation>
    </message>
    <message>
        <source>Patience games for people who like to think ahead</source>
        <translation>Patiencen für alle, die gern vorausdenken</translation>
    </message>
</context>
<context>
    <name>Move</name>
    <message>
        <source>{card} to foundation {number}</source>
        <translation>{card} auf Basisstapel {number}</translation>
    </message>
    <message>
        <source>{card} to waste pile {number}</source>
        <translation>{card} auf Abwurfstapel {number}</translation>
    </message>
</context>
<context>
    <name>Number</name>
    <message>
        <source>{value}%</source>
        <extracomment>A percentage: {value} is the number, written the locale's way (French puts a space before %).</extracomment>
        <translation>{value} %</translation>
    </message>
</context>
<context>
    <name>Persistence</name>
    <message>
        <source>The demo played in this game: demo games are not counted in the statistics.</source>
        <translation>Die Demo hat in diesem Spiel gespielt: Demo-Spiele zählen nicht in der Statistik.</translation>
    </message>
    <message>
        <source>This game was counted as lost already: another Calculation window left it unfinished, so this win does not count.</source>
        <translation>Dieses Spiel wurde bereits als verloren gezählt: Ein anderes Kalkulation-Fenster hat es unvollendet verlassen, daher zählt dieser Sieg nicht.</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>No foundation wants the {card} now.</source>
        <translation>{card} passt jetzt auf keinen Basisstapel.</translation>
    </message>
    <message>
        <source>There is no card to move there.</source>
        <translation>Dort gibt es keine Karte zu bewegen.</translation>
    </message>
    <message>
        <source>A card never moves from one waste pile to another: a waste pile's top card goes only to a foundation.</source>
        <translation>Eine Karte geht nie von einem Abwurfstapel auf einen anderen: Die oberste Karte eines Abwurfstapels geht nur auf einen Basisstapel.</translation>
    </message>
    <message>
        <source>The {card} cannot go there.</source>
        <translation>{card} kann nicht dorthin.</translation>
    </message>
    <message>
        <source>Nothing goes back to the stock.</source>
        <translation>Nichts geht zurück in den Talon.</translation>
    </message>
    <message>
        <source>The foundations wait for the stock: while it lasts, only an Ace from the stock may go up.</source>
        <translation>Die Basisstapel warten auf das Ende des Talons: Solange er reicht, darf nur ein Ass aus dem Talon hinauf.</translation>
    </message>
    <message>
        <source>Foundation {k} is complete; foundation {other} takes the {card}.</source>
        <translation>Basisstapel {k} ist vollständig; {card} gehört auf Basisstapel {other}.</translation>
    </message>
    <message>
        <source>Foundation {k} follows its own suit; foundation {other} takes the {card}.</source>
        <translation>Basisstapel {k} folgt seiner eigenen Farbe; {card} gehört auf Basisstapel {other}.</translation>
    </message>
    <message>
        <source>Foundation {k} wants {rank} next, not the {card}; foundation {other} takes it.</source>
        <translation>Basisstapel {k} will als Nächstes {rank}; {card} gehört auf Basisstapel {other}.</translation>
    </message>
    <message>
        <source>Cards on a foundation stay there: the {card} cannot move.</source>
        <translation>Karten auf einem Basisstapel bleiben dort: {card} kann nicht bewegt werden.</translation>
    </message>
    <message>
        <source>The stock is turned one card at a time: play the turned card first.</source>
        <translation>Der Talon wird Karte für Karte aufgedeckt: Spiele zuerst die aufgedeckte Karte.</translation>
    </message>
    <message>
        <source>Only the top card of a waste pile moves: the {card} is covered.</source>
        <translation>Nur die oberste Karte eines Abwurfstapels lässt sich bewegen: {card} ist verdeckt.</translation>
    </message>
    <message>
        <source>The game is over: nothing moves any more.</source>
        <translation>Das Spiel ist vorbei: Nichts lässt sich mehr bewegen.</translation>
    </message>
    <message>
        <source>an Ace</source>
        <translation>ein Ass</translation>
    </message>
    <message>
        <source>a Two</source>
        <translation>eine Zwei</translation>
    </message>
    <message>
        <source>a Three</source>
        <translation>eine Drei</translation>
    </message>
    <message>
        <source>a Four</source>
        <translation>eine Vier</translation>
    </message>
    <message>
        <source>a Five</source>
        <translation>eine Fünf</translation>
    </message>
    <message>
        <source>a Six</source>
        <translation>eine Sechs</translation>
    </message>
    <message>
        <source>a Seven</source>
        <translation>eine Sieben</translation>
    </message>
    <message>
        <source>an Eight</source>
        <translation>eine Acht</translation>
    </message>
    <message>
        <source>a Nine</source>
        <translation>eine Neun</translation>
    </message>
    <message>
        <source>a Ten</source>
        <translation>eine Zehn</translation>
    </message>
    <message>
        <source>a Jack</source>
        <translation>einen Buben</translation>
    </message>
    <message>
        <source>a Queen</source>
        <translation>eine Dame</translation>
    </message>
    <message>
        <source>a King</source>
        <translation>einen König</translation>
    </message>
    <message>
        <source>cards never leave a foundation</source>
        <translation>Karten verlassen nie einen Basisstapel</translation>
    </message>
    <message>
        <source>the stock is empty</source>
        <translation>der Talon ist leer</translation>
    </message>
    <message>
        <source>there is no waste pile {number} (this game has {count})</source>
        <translation>es gibt keinen Abwurfstapel {number} (dieses Spiel hat {count})</translation>
    </message>
    <message>
        <source>waste pile {number} is empty</source>
        <translation>Abwurfstapel {number} ist leer</translation>
    </message>
    <message>
        <source>unknown source pile</source>
        <translation>unbekannter Ausgangsstapel</translation>
    </message>
    <message>
        <source>nothing goes back to the stock</source>
        <translation>nichts kommt in den Talon zurück</translation>
    </message>
    <message>
        <source>a card never moves from one waste pile to another</source>
        <translation>eine Karte wandert nie von einem Abwurfstapel auf einen anderen</translation>
    </message>
    <message>
        <source>there is no foundation {number}</source>
        <translation>es gibt keinen Basisstapel {number}</translation>
    </message>
    <message>
        <source>foundation {number} is complete</source>
        <translation>Basisstapel {number} ist vollständig</translation>
    </message>
    <message>
        <source>no waste card goes to a foundation while the stock lasts</source>
        <translation>keine Karte eines Abwurfstapels darf auf einen Basisstapel, solange der Talon reicht</translation>
    </message>
    <message>
        <source>foundation {number} takes no card after its first while the stock lasts</source>
        <translation>Basisstapel {number} nimmt nach seiner ersten Karte keine weitere, solange der Talon reicht</translation>
    </message>
    <message>
        <source>foundation {number} is empty and starts with {rank}, not {card}</source>
        <translation>Basisstapel {number} ist leer und verlangt zuerst {rank}, nicht {card}</translation>
    </message>
    <message>
        <source>foundation {number} follows {suit}: it wants {rank} of that suit, not {card}</source>
        <translation>Basisstapel {number} folgt der Farbe {suit}: er will {rank} dieser Farbe, nicht {card}</translation>
    </message>
    <message>
        <source>foundation {number} wants {rank}, not {card}</source>
        <translation>Basisstapel {number} will {rank}, nicht {card}</translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message numerus="yes">
        <source>The winning line: %n move(s). Press Play, or Next to step through it.</source>
        <translation>
            <numerusform>Der Gewinnweg: %n Zug. Drücken Sie Abspielen, oder Weiter, um ihn Schritt für Schritt zu sehen.</numerusform>
            <numerusform>Der Gewinnweg: %n Züge. Drücken Sie Abspielen, oder Weiter, um ihn Schritt für Schritt zu sehen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Replay table</source>
        <translation>Tisch der Wiedergabe</translation>
    </message>
    <message>
        <source>Replay move</source>
        <translation>Zug der Wiedergabe</translation>
    </message>
    <message>
        <source>Violet ring: the card just played. Yellow: the next move, which Next plays.</source>
        <translation>Violetter Ring: die gerade gespielte Karte. Gelb: der nächste Zug, den Weiter spielt.</translation>
    </message>
    <message>
        <source>◀ &amp;Back</source>
        <translation>◀ &amp;Zurück</translation>
    </message>
    <message>
        <source>&amp;Next ▶</source>
        <translation>&amp;Weiter ▶</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Abspielen</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <source>{intro} Next (highlighted): {move}.</source>
        <translation>{intro} Als Nächstes (hervorgehoben): {move}.</translation>
    </message>
    <message>
        <source>Move {index} of {count}: {move}. Next (highlighted): {next}.</source>
        <translation>Zug {index} von {count}: {move}. Als Nächstes (hervorgehoben): {next}.</translation>
    </message>
    <message>
        <source>Move {index} of {count}: {move} — all 52 cards are on the foundations.</source>
        <translation>Zug {index} von {count}: {move} — alle 52 Karten liegen auf den Basisstapeln.</translation>
    </message>
    <message>
        <source>Move {index} of {count}: {move}</source>
        <translation>Zug {index} von {count}: {move}</translation>
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
        <translation>Spiel &amp;analysieren…</translation>
    </message>
    <message>
        <source>The Advisor's winning chance after every move, the moves that lowered it and the solver's verdict</source>
        <translation>Die Gewinnchance des Ratgebers nach jedem Zug, die Züge, die sie gesenkt haben, und das Urteil des Lösers</translation>
    </message>
    <message>
        <source>Make a move first: there is nothing to review yet.</source>
        <translation>Machen Sie zuerst einen Zug: Noch gibt es nichts zu analysieren.</translation>
    </message>
    <message>
        <source>won after move {moves}</source>
        <translation>gewonnen nach Zug {moves}</translation>
    </message>
    <message>
        <source>abandoned after move {moves}</source>
        <translation>aufgegeben nach Zug {moves}</translation>
    </message>
    <message>
        <source>lost after move {moves}</source>
        <translation>verloren nach Zug {moves}</translation>
    </message>
    <message>
        <source>{variant}, {deal}: {outcome}, {date}</source>
        <translation>{variant}, {deal}: {outcome}, {date}</translation>
    </message>
    <message>
        <source>Review: {variant}, {deal}</source>
        <translation>Analyse: {variant}, {deal}</translation>
    </message>
    <message>
        <source>No recorded game yet</source>
        <translation>Noch kein aufgezeichnetes Spiel</translation>
    </message>
    <message>
        <source>Review a re&amp;cent game</source>
        <translation>&amp;Früheres Spiel analysieren</translation>
    </message>
    <message>
        <source>Review cancelled.</source>
        <translation>Analyse abgebrochen.</translation>
    </message>
    <message>
        <source>The review failed: {reason}</source>
        <translation>Die Analyse ist gescheitert: {reason}</translation>
    </message>
</context>
<context>
    <name>ReviewChart</name>
    <message>
        <source>the Advisor's chance</source>
        <translation>die Chance des Ratgebers</translation>
    </message>
    <message>
        <source>the position on the board</source>
        <translation>die Stellung auf dem Brett</translation>
    </message>
    <message>
        <source>a move that lost chance</source>
        <translation>ein Zug, der Chance verlor</translation>
    </message>
    <message>
        <source>shaded: no line of play wins any more</source>
        <translation>schattiert: kein Spielverlauf gewinnt mehr</translation>
    </message>
    <message>
        <source>Winning chance chart</source>
        <translation>Diagramm der Gewinnchance</translation>
    </message>
    <message>
        <source>The Advisor's winning chance after each move; click to see that position</source>
        <translation>Die Gewinnchance des Ratgebers nach jedem Zug; klicken Sie, um die Stellung zu sehen</translation>
    </message>
    <message>
        <source>The Advisor's winning chance after each move</source>
        <translation>Die Gewinnchance des Ratgebers nach jedem Zug</translation>
    </message>
    <message>
        <source>start</source>
        <translation>Anfang</translation>
    </message>
    <message>
        <source>move {number}</source>
        <translation>Zug {number}</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <source>You won this deal.</source>
        <translation>Sie haben dieses Spiel gewonnen.</translation>
    </message>
    <message>
        <source>Move {number}: {played} kept {kept}; {better} would have kept {better_kept}.</source>
        <translation>Zug {number}: {played} hielt {kept}; {better} hätte {better_kept} gehalten.</translation>
    </message>
    <message>
        <source>With the cards' order known, no line of play wins this deal (the solver proved it).</source>
        <translation>Mit bekannter Reihenfolge der Karten gewinnt kein Spielweg dieses Spiel (vom Löser bewiesen).</translation>
    </message>
    <message>
        <source>This deal is still winnable: after move {last} a winning line remains.</source>
        <translation>Dieses Spiel ist noch lösbar: nach Zug {last} gibt es noch einen gewinnenden Spielverlauf.</translation>
    </message>
    <message>
        <source>This deal was winnable at least until move {last}; the solver could not decide the positions after it in time.</source>
        <translation>Dieses Spiel war mindestens bis Zug {last} lösbar; die Stellungen danach konnte der Löser nicht rechtzeitig entscheiden.</translation>
    </message>
    <message>
        <source>The solver proved the position after move {lost} lost, but could not decide the earlier ones in time.</source>
        <translation>Der Löser hat die Stellung nach Zug {lost} als verloren bewiesen, konnte die früheren aber nicht rechtzeitig entscheiden.</translation>
    </message>
    <message>
        <source>The solver could not decide in time whether this deal was winnable.</source>
        <translation>Der Löser konnte nicht rechtzeitig entscheiden, ob dieses Spiel lösbar war.</translation>
    </message>
    <message>
        <source>{kept} is the chance as the move was made; then the next card turned up, making it {chance}.</source>
        <translation>{kept} ist die Chance im Moment des Zugs; dann wurde die nächste Karte aufgedeckt, und es wurden {chance}.</translation>
    </message>
    <message>
        <source>With the cards' order known, the deal could still be won before move {lost}; after it no line of play wins.</source>
        <translation>Mit bekannter Reihenfolge der Karten war das Spiel vor Zug {lost} noch zu gewinnen; danach gewinnt kein Spielweg.</translation>
    </message>
    <message>
        <source>From what you could see, no move of yours lost more chance than the estimate's noise.</source>
        <translation>Nach dem, was Sie sehen konnten, hat keiner Ihrer Züge mehr Chance verloren als das Rauschen der Schätzung.</translation>
    </message>
    <message>
        <source>From what you could see, moves that lost more chance than the estimate's noise: {count}; the most, move {number}: {kept} instead of {better_kept}.</source>
        <translation>Nach dem, was Sie sehen konnten, Züge, die mehr Chance verloren als das Rauschen der Schätzung: {count}; am meisten Zug {number}: {kept} statt {better_kept}.</translation>
    </message>
    <message>
        <source>Riskier than needed: you won, but each of these moves lowered the Advisor's chance by more than the noise (click one to see it):</source>
        <translation>Riskanter als nötig: Sie haben gewonnen, aber jeder dieser Züge senkte die Chance des Ratgebers um mehr als das Rauschen (klicken Sie einen an, um ihn zu sehen):</translation>
    </message>
    <message>
        <source>Biggest mistakes: the moves that lowered the Advisor's chance the most (click one to see it):</source>
        <translation>Größte Fehler: die Züge, die die Chance des Ratgebers am meisten senkten (klicken Sie einen an, um ihn zu sehen):</translation>
    </message>
    <message>
        <source>The deal as dealt: the Advisor's chance {chance}.</source>
        <translation>Das Spiel wie ausgeteilt: Chance des Ratgebers {chance}.</translation>
    </message>
    <message>
        <source>After move {index}: the Advisor's chance {chance}.</source>
        <translation>Nach Zug {index}: Chance des Ratgebers {chance}.</translation>
    </message>
    <message>
        <source>With the cards' order known, this move lost the deal: no line of play wins from here.</source>
        <translation>Mit bekannter Reihenfolge der Karten hat dieser Zug das Spiel verloren: Von hier gewinnt kein Spielweg.</translation>
    </message>
    <message>
        <source>With the cards' order known, no line of play wins from here.</source>
        <translation>Mit bekannter Reihenfolge der Karten gewinnt von hier kein Spielweg.</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <source>Review progress</source>
        <translation>Fortschritt der Analyse</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Chart legend</source>
        <translation>Legende des Diagramms</translation>
    </message>
    <message>
        <source>Moves that lost chance</source>
        <translation>Züge, die Chance verloren</translation>
    </message>
    <message>
        <source>The deal as dealt. Click the chart or a move in the list, or press Next.</source>
        <translation>Das Spiel, wie es gegeben wurde. Klicken Sie auf das Diagramm oder einen Zug in der Liste, oder drücken Sie Weiter.</translation>
    </message>
    <message>
        <source>Reviewing the game: the Advisor's chance after every move, then the solver's verdict.</source>
        <translation>Das Spiel wird ausgewertet: die Chance des Ratgebers nach jedem Zug, dann das Urteil des Lösers.</translation>
    </message>
    <message>
        <source>Chance: how often the Advisor (Suggest) wins from a position. Like you, it does not know the order of the cards still in the stock; its trials of random orders are calibrated against its own games, so the chance reads as odds. Hint's solver, which knows the order, answers another question: whether a winning line exists.</source>
        <translation>Chance: wie oft der Ratgeber (Vorschlag) aus einer Stellung gewinnt. Wie Sie kennt er die Reihenfolge der Karten im Talon nicht; seine Versuche mit zufälligen Reihenfolgen sind an seinen eigenen Spielen geeicht, also lässt sich die Chance als Gewinnaussicht lesen. Der Löser von Tipp, der die Reihenfolge kennt, beantwortet eine andere Frage: ob es einen Gewinnweg gibt.</translation>
    </message>
    <message>
        <source>The position shown</source>
        <translation>Die gezeigte Stellung</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <source>Reviewing… %p%</source>
        <translation>Analyse läuft… %p%</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>by ones</source>
        <translation>in Einerschritten</translation>
    </message>
    <message>
        <source>by twos</source>
        <translation>in Zweierschritten</translation>
    </message>
    <message>
        <source>by threes</source>
        <translation>in Dreierschritten</translation>
    </message>
    <message>
        <source>by fours</source>
        <translation>in Viererschritten</translation>
    </message>
    <message>
        <source>{step}, first card {rank}, placed before play</source>
        <translation>{step}, erste Karte {rank}, vor dem Spiel ausgelegt</translation>
    </message>
    <message>
        <source>{step}, first card {rank}, when one turns up</source>
        <translation>{step}, erste Karte {rank}, sobald eine erscheint</translation>
    </message>
    <message>
        <source>{step}, first card {rank}, then its suit only</source>
        <translation>{step}, erste Karte {rank}, danach nur deren Farbe</translation>
    </message>
    <message>
        <source>{step}, first card {rank}, placed before play, then its suit only</source>
        <translation>{step}, erste Karte {rank}, vor dem Spiel ausgelegt, danach nur deren Farbe</translation>
    </message>
    <message>
        <source>by steps of {step}</source>
        <translation>in Schritten von {step}</translation>
    </message>
    <message>
        <source>Foundation</source>
        <translation>Basisstapel</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Four foundations build at once: the first by ones, the second by twos, the third by threes and the fourth by fours, counting past the King back to the Ace (13 wraps round to 1). Suits never matter. Before play, the first Ace, Two, Three and Four of the deck are laid out as the foundations' bases.</source>
        <translation>Vier Basisstapel werden gleichzeitig aufgebaut: der erste in Einerschritten, der zweite in Zweierschritten, der dritte in Dreierschritten und der vierte in Viererschritten; nach dem König geht es mit dem Ass weiter (auf 13 folgt wieder 1). Die Farben spielen keine Rolle. Vor dem Spiel werden das erste Ass, die erste Zwei, Drei und Vier des Kartenspiels als Basiskarten ausgelegt.</translation>
    </message>
    <message>
        <source>Four foundations build at once: the first by ones, the second by twos, the third by threes and the fourth by fours, counting past the King back to the Ace (13 wraps round to 1). Suits never matter. All four foundations start &lt;b&gt;empty&lt;/b&gt;: foundation 1 can only be started with an Ace, foundation 2 with a Two, foundation 3 with a Three and foundation 4 with a Four, when one turns up.</source>
        <translation>Vier Basisstapel werden gleichzeitig aufgebaut: der erste in Einerschritten, der zweite in Zweierschritten, der dritte in Dreierschritten und der vierte in Viererschritten; nach dem König geht es mit dem Ass weiter (auf 13 folgt wieder 1). Die Farben spielen keine Rolle. Alle vier Basisstapel beginnen &lt;b&gt;leer&lt;/b&gt;: Stapel 1 kann nur mit einem Ass begonnen werden, Stapel 2 mit einer Zwei, Stapel 3 mit einer Drei und Stapel 4 mit einer Vier, sobald eine solche Karte erscheint.</translation>
    </message>
    <message>
        <source>Four foundations build up by ones from Ace to King. Suits never matter. Each foundation starts empty; any Ace may start any empty foundation.</source>
        <translation>Vier Basisstapel werden in Einerschritten vom Ass bis zum König aufgebaut. Die Farben spielen keine Rolle. Jeder Basisstapel beginnt leer; jedes Ass kann jeden leeren Basisstapel beginnen.</translation>
    </message>
    <message>
        <source>Four foundations build up by ones from Ace to King, each in &lt;b&gt;one suit&lt;/b&gt;: the suit of the Ace that started it. Each foundation starts empty; any Ace may start any empty foundation.</source>
        <translation>Vier Basisstapel werden in Einerschritten vom Ass bis zum König aufgebaut, jeder in &lt;b&gt;einer Farbe&lt;/b&gt;: der Farbe des Asses, mit dem er begonnen wurde. Jeder Basisstapel beginnt leer; jedes Ass kann jeden leeren Basisstapel beginnen.</translation>
    </message>
    <message>
        <source>The game as the classic books give it. Four foundations build up by ones from Ace to King, each in &lt;b&gt;one suit&lt;/b&gt;: the suit of the Ace that started it, and there are &lt;b&gt;eight&lt;/b&gt; waste piles. &lt;b&gt;While the stock lasts&lt;/b&gt;, only an Ace may go up (any Ace starts any empty foundation); every other card goes onto a waste pile, and no waste-pile card may move. Once the stock is used up, the waste-pile tops build on the foundations.</source>
        <translation>Das Spiel, wie es die klassischen Bücher beschreiben. Vier Basisstapel werden in Einerschritten vom Ass bis zum König aufgebaut, jeder in &lt;b&gt;einer Farbe&lt;/b&gt;: der Farbe des Asses, mit dem er begonnen wurde; dazu gibt es &lt;b&gt;acht&lt;/b&gt; Abwurfstapel. &lt;b&gt;Solange der Talon reicht&lt;/b&gt;, darf nur ein Ass hinauf (jedes Ass beginnt jeden leeren Basisstapel); jede andere Karte kommt auf einen Abwurfstapel, und keine Karte eines Abwurfstapels darf sich bewegen. Ist der Talon aufgebraucht, wandern die obersten Karten der Abwurfstapel auf die Basisstapel.</translation>
    </message>
    <message>
        <source>&lt;p&gt;Every foundation takes exactly 13 cards and ends on a King.&lt;/p&gt;&lt;h3&gt;Play&lt;/h3&gt;&lt;p&gt;The stock is turned one card at a time, in a single pass (no redeal). The turned card must be placed before the next one is turned: on a foundation that wants it, or on any of the &lt;b&gt;{piles}&lt;/b&gt; waste piles, whatever its rank. The top card of a waste pile may go to a foundation that wants it at any time. Nothing else moves: never from one waste pile to another, never off a foundation.&lt;/p&gt;&lt;p&gt;The skill is in the waste piles: they are stacks you can only take from the top, so put cards that will be wanted late under cards that will be wanted soon.&lt;/p&gt;&lt;h3&gt;End&lt;/h3&gt;&lt;p&gt;You win when all 52 cards are on the foundations. The game is lost (blocked) when the stock is used up and no waste-pile top fits any foundation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Jeder Basisstapel nimmt genau 13 Karten auf und endet mit einem König.&lt;/p&gt;&lt;h3&gt;Spielablauf&lt;/h3&gt;&lt;p&gt;Der Talon wird Karte für Karte aufgedeckt, in einem einzigen Durchgang (kein zweites Durchspielen). Die aufgedeckte Karte muss abgelegt werden, bevor die nächste aufgedeckt wird: auf einen Basisstapel, der sie braucht, oder auf einen beliebigen der &lt;b&gt;{piles}&lt;/b&gt; Abwurfstapel, gleich welchen Wert sie hat. Die oberste Karte eines Abwurfstapels darf jederzeit auf einen Basisstapel, der sie braucht. Sonst bewegt sich nichts: nie von einem Abwurfstapel auf einen anderen, nie von einem Basisstapel herunter.&lt;/p&gt;&lt;p&gt;Die Kunst liegt in den Abwurfstapeln: Von ihnen kann man nur die oberste Karte nehmen, also gehören Karten, die spät gebraucht werden, unter Karten, die bald gebraucht werden.&lt;/p&gt;&lt;h3&gt;Ende&lt;/h3&gt;&lt;p&gt;Gewonnen ist, wenn alle 52 Karten auf den Basisstapeln liegen. Verloren (blockiert) ist das Spiel, wenn der Talon aufgebraucht ist und keine oberste Karte eines Abwurfstapels auf einen Basisstapel passt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Every foundation takes exactly 13 cards and ends on a King.&lt;/p&gt;&lt;h3&gt;Play&lt;/h3&gt;&lt;p&gt;The stock is turned one card at a time, in a single pass (no redeal). The turned card must be placed before the next one is turned: an Ace on an empty foundation, any other card on any of the &lt;b&gt;{piles}&lt;/b&gt; waste piles, whatever its rank. While the stock lasts, no waste-pile card moves. Once the stock is used up, the top card of a waste pile may go to a foundation that wants it. Nothing else moves: never from one waste pile to another, never off a foundation.&lt;/p&gt;&lt;p&gt;The skill is in the waste piles: they are stacks you can only take from the top, so put cards that will be wanted late under cards that will be wanted soon.&lt;/p&gt;&lt;h3&gt;End&lt;/h3&gt;&lt;p&gt;You win when all 52 cards are on the foundations. The game is lost (blocked) when the stock is used up and no waste-pile top fits any foundation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Jeder Basisstapel nimmt genau 13 Karten auf und endet mit einem König.&lt;/p&gt;&lt;h3&gt;Spielablauf&lt;/h3&gt;&lt;p&gt;Der Talon wird Karte für Karte aufgedeckt, in einem einzigen Durchgang (kein zweites Durchspielen). Die aufgedeckte Karte muss abgelegt werden, bevor die nächste aufgedeckt wird: ein Ass auf einen leeren Basisstapel, jede andere Karte auf einen beliebigen der &lt;b&gt;{piles}&lt;/b&gt; Abwurfstapel, gleich welchen Wert sie hat. Solange der Talon reicht, bewegt sich keine Karte der Abwurfstapel. Ist der Talon aufgebraucht, darf die oberste Karte eines Abwurfstapels auf einen Basisstapel, der sie braucht. Sonst bewegt sich nichts: nie von einem Abwurfstapel auf einen anderen, nie von einem Basisstapel herunter.&lt;/p&gt;&lt;p&gt;Die Kunst liegt in den Abwurfstapeln: Von ihnen kann man nur die oberste Karte nehmen, also gehören Karten, die spät gebraucht werden, unter Karten, die bald gebraucht werden.&lt;/p&gt;&lt;h3&gt;Ende&lt;/h3&gt;&lt;p&gt;Gewonnen ist, wenn alle 52 Karten auf den Basisstapeln liegen. Verloren (blockiert) ist das Spiel, wenn der Talon aufgebraucht ist und keine oberste Karte eines Abwurfstapels auf einen Basisstapel passt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;How to play here&lt;/h3&gt;&lt;p&gt;Drag the turned card or a waste-pile top to a pile. With &lt;i&gt;Autoplay&lt;/i&gt; on, a click plays a card: a waste-pile top goes to a foundation that wants it; the turned card goes to a foundation that wants it or else to the waste pile the rating judges best. Keys: &lt;b&gt;1&lt;/b&gt;&amp;ndash;&lt;b&gt;{piles}&lt;/b&gt; put the turned card on that waste pile, &lt;b&gt;F&lt;/b&gt; plays it to a foundation, &lt;b&gt;Shift+1&lt;/b&gt;&amp;ndash;&lt;b&gt;{piles}&lt;/b&gt; play that waste pile's top to a foundation; &lt;b&gt;Ctrl+Z&lt;/b&gt; undo, &lt;b&gt;Ctrl+Shift+Z&lt;/b&gt; redo, &lt;b&gt;H&lt;/b&gt; hint.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;So spielen Sie hier&lt;/h3&gt;&lt;p&gt;Ziehen Sie die aufgedeckte Karte oder die oberste Karte eines Abwurfstapels auf einen Stapel. Mit &lt;i&gt;Automatisch spielen&lt;/i&gt; spielt ein Klick eine Karte: Die oberste Karte eines Abwurfstapels geht auf einen Basisstapel, der sie braucht; die aufgedeckte Karte geht auf einen Basisstapel, der sie braucht, sonst auf den Abwurfstapel, den die Bewertung für den besten hält. Tasten: &lt;b&gt;1&lt;/b&gt;&amp;ndash;&lt;b&gt;{piles}&lt;/b&gt; legen die aufgedeckte Karte auf diesen Abwurfstapel, &lt;b&gt;F&lt;/b&gt; spielt sie auf einen Basisstapel, &lt;b&gt;Umschalt+1&lt;/b&gt;&amp;ndash;&lt;b&gt;{piles}&lt;/b&gt; spielen die oberste Karte dieses Abwurfstapels auf einen Basisstapel; &lt;b&gt;Strg+Z&lt;/b&gt; rückgängig, &lt;b&gt;Strg+Umschalt+Z&lt;/b&gt; wiederholen, &lt;b&gt;H&lt;/b&gt; Tipp.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;With a screen reader: &lt;b&gt;Tab&lt;/b&gt; and the arrow keys move from card to card and pile to pile, &lt;b&gt;Enter&lt;/b&gt; picks up and drops; &lt;b&gt;R&lt;/b&gt; reads the whole table, &lt;b&gt;Ctrl+1&lt;/b&gt;&amp;ndash;&lt;b&gt;Ctrl+{piles}&lt;/b&gt; read that waste pile from the top down. Moves, refusals, hints and the end of the game are said aloud.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Mit einem Bildschirmleser: &lt;b&gt;Tab&lt;/b&gt; und die Pfeiltasten gehen von Karte zu Karte und von Stapel zu Stapel, &lt;b&gt;Eingabe&lt;/b&gt; nimmt auf und legt ab; &lt;b&gt;R&lt;/b&gt; liest den ganzen Tisch vor, &lt;b&gt;Strg+1&lt;/b&gt;&amp;ndash;&lt;b&gt;Strg+{piles}&lt;/b&gt; lesen diesen Abwurfstapel von oben nach unten. Züge, Ablehnungen, Tipps und das Ende des Spiels werden angesagt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The four sequences</source>
        <translation>Die vier Folgen</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules: {variant}</source>
        <translation>Regeln: {variant}</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
</context>
<context>
    <name>ScreenReader</name>
    <message>
        <source>Read the table aloud</source>
        <translation>Tisch vorlesen</translation>
    </message>
    <message>
        <source>A screen reader reads the turned card, every foundation and every waste pile</source>
        <translation>Ein Bildschirmleser liest die aufgedeckte Karte, jeden Basisstapel und jeden Abwurfstapel vor</translation>
    </message>
    <message>
        <source>Read a waste pile aloud</source>
        <translation>Abwurfstapel vorlesen</translation>
    </message>
    <message>
        <source>Waste pile {pile}, from the top</source>
        <translation>Abwurfstapel {pile}, von oben</translation>
    </message>
    <message>
        <source>New game: {variant}, {deal}</source>
        <translation>Neues Spiel: {variant}, {deal}</translation>
    </message>
    <message>
        <source>Move taken back</source>
        <translation>Zug zurückgenommen</translation>
    </message>
    <message>
        <source>Move played again</source>
        <translation>Zug wiederholt</translation>
    </message>
    <message>
        <source>Deal restarted</source>
        <translation>Spiel neu begonnen</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>&amp;Winnable deals only</source>
        <translation>Nur &amp;lösbare Spiele</translation>
    </message>
    <message>
        <source>New deal shuffles until the solver proves a deal winnable. Almost every deal of Calculation and Sir Tommy is, so that is quick; in Strategy about 7 deals in 100 are, so it may take a while (the status bar counts the deals tried, Esc stops), and with three waste piles hardly any is.</source>
        <translation>Neues Spiel mischt, bis der Löser ein Spiel als lösbar beweist. Fast jedes Spiel von Kalkulation und Sir Tommy ist lösbar, das geht also schnell; bei Strategie sind es etwa 7 von 100 Spielen, das kann dauern (die Statusleiste zählt die versuchten Spiele, Esc bricht ab), und mit drei Abwurfstapeln ist kaum eines lösbar.</translation>
    </message>
    <message>
        <source>Quick (a rule of thumb)</source>
        <translation>Schnell (Faustregel)</translation>
    </message>
    <message>
        <source>Strong (weighs the odds)</source>
        <translation>Stark (wägt die Chancen ab)</translation>
    </message>
    <message>
        <source>Strongest (as Suggest)</source>
        <translation>Am stärksten (wie Vorschlag)</translation>
    </message>
    <message>
        <source>Click strength</source>
        <translation>Klickstärke</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Instant</source>
        <translation>Sofort</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Game (changing these deals a new game)</source>
        <translation>Spiel (eine Änderung beginnt ein neues Spiel)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <source>&amp;Three waste piles (harder)</source>
        <translation>&amp;Drei Abwurfstapel (schwerer)</translation>
    </message>
    <message>
        <source>&amp;No foundations in advance</source>
        <translation>&amp;Ohne vorgelegte Basiskarten</translation>
    </message>
    <message>
        <source>Cla&amp;ssic: eight waste piles, foundations wait for the stock</source>
        <translation>Klass&amp;isch: acht Abwurfstapel, die Basisstapel warten auf das Ende des Talons</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Spieltisch</translation>
    </message>
    <message>
        <source>Animation s&amp;peed:</source>
        <translation>A&amp;nimationstempo:</translation>
    </message>
    <message>
        <source>&amp;Autoplay: a click plays a card</source>
        <translation>&amp;Automatisch spielen: ein Klick spielt eine Karte</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Animationstempo</translation>
    </message>
    <message>
        <source>Custom ({ms} ms)</source>
        <translation>Eigenes ({ms} ms)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spielablauf</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>Sp&amp;rache:</translation>
    </message>
    <message>
        <source>OK deals a new game of {variant}.</source>
        <translation>OK beginnt ein neues Spiel: {variant}.</translation>
    </message>
</context>
<context>
    <name>SolverService</name>
    <message>
        <source>Solver working</source>
        <translation>Der Löser arbeitet</translation>
    </message>
    <message>
        <source>Stop the solver (Esc)</source>
        <translation>Den Löser anhalten (Esc)</translation>
    </message>
    <message>
        <source>Cancel solving</source>
        <translation>Lösen abbrechen</translation>
    </message>
    <message>
        <source>Stop the solver</source>
        <translation>Den Löser anhalten</translation>
    </message>
    <message>
        <source>The solver is busy; wait or cancel it (Esc).</source>
        <translation>Der Löser ist beschäftigt; warten Sie oder brechen Sie ab (Esc).</translation>
    </message>
    <message>
        <source>Solver cancelled.</source>
        <translation>Löser abgebrochen.</translation>
    </message>
    <message>
        <source>Solver</source>
        <translation>Löser</translation>
    </message>
    <message>
        <source>The solver failed: {error}</source>
        <translation>Der Löser ist gescheitert: {error}</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>{variant} (daily deal)</source>
        <translation>{variant} (Tagesspiel)</translation>
    </message>
    <message numerus="yes">
        <source>{variant}: %n played, none won yet.</source>
        <translation>
            <numerusform>{variant}: %n gespielt, noch keins gewonnen.</numerusform>
            <numerusform>{variant}: %n gespielt, noch keins gewonnen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{variant}: %n played, {won} won ({percent}), every win without undo or hint.</source>
        <translation>
            <numerusform>{variant}: %n gespielt, {won} gewonnen ({percent}), jeder Sieg ohne Rückgängig oder Tipp.</numerusform>
            <numerusform>{variant}: %n gespielt, {won} gewonnen ({percent}), jeder Sieg ohne Rückgängig oder Tipp.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{variant}: %n played, {won} won ({percent}), each with undo or a hint.</source>
        <translation>
            <numerusform>{variant}: %n gespielt, {won} gewonnen ({percent}), jedes mit Rückgängig oder Tipp.</numerusform>
            <numerusform>{variant}: %n gespielt, {won} gewonnen ({percent}), jedes mit Rückgängig oder Tipp.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{variant}: %n played, {won} won ({percent}), {clean} of them without undo or hint.</source>
        <translation>
            <numerusform>{variant}: %n gespielt, {won} gewonnen ({percent}), davon {clean} ohne Rücknahme oder Tipp.</numerusform>
            <numerusform>{variant}: %n gespielt, {won} gewonnen ({percent}), davon {clean} ohne Rücknahme oder Tipp.</numerusform>
        </translation>
    </message>
    <message>
        <source>Current streak {current}, best {best}.</source>
        <translation>Aktuelle Serie {current}, beste {best}.</translation>
    </message>
    <message>
        <source>Fewest moves in a win: {moves}.</source>
        <translation>Wenigste Züge bei einem Sieg: {moves}.</translation>
    </message>
    <message>
        <source>{lost} ({abandoned} abandoned)</source>
        <translation>{lost} ({abandoned} abgebrochen)</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Gespielte Spiele</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>Win percentage</source>
        <translation>Gewinnquote</translation>
    </message>
    <message>
        <source>Won without undo or hint</source>
        <translation>Gewonnen ohne Rücknahme oder Tipp</translation>
    </message>
    <message>
        <source>Current winning streak</source>
        <translation>Aktuelle Gewinnserie</translation>
    </message>
    <message>
        <source>Best winning streak</source>
        <translation>Beste Gewinnserie</translation>
    </message>
    <message>
        <source>Current losing streak</source>
        <translation>Aktuelle Verlustserie</translation>
    </message>
    <message>
        <source>Fewest moves in a win</source>
        <translation>Wenigste Züge bei einem Sieg</translation>
    </message>
    <message>
        <source>Best time in a win</source>
        <translation>Beste Zeit bei einem Sieg</translation>
    </message>
    <message>
        <source>Best time in a win: {time}.</source>
        <translation>Beste Zeit bei einem Sieg: {time}.</translation>
    </message>
</context>
<context>
    <name>StatsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Zahlen</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Kennzahl</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>Letzte Spiele</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Hinweise</translation>
    </message>
    <message>
        <source>&amp;Reset this variant…</source>
        <translation>Diese Variante &amp;zurücksetzen…</translation>
    </message>
    <message>
        <source>Reset the statistics of this variant</source>
        <translation>Die Statistik dieser Variante zurücksetzen</translation>
    </message>
    <message>
        <source>Recent games (latest first, up to {count}):</source>
        <translation>Letzte Spiele (neueste zuerst, bis zu {count}):</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>undo or hint used</source>
        <translation>Rücknahme oder Tipp benutzt</translation>
    </message>
    <message>
        <source>deal {number}</source>
        <translation>Spiel {number}</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Statistik zurücksetzen</translation>
    </message>
    <message numerus="yes">
        <source>Forget all %n game(s) of {variant}? This cannot be undone.</source>
        <translation>
            <numerusform>Das %n Spiel von {variant} vergessen? Das lässt sich nicht rückgängig machen.</numerusform>
            <numerusform>Alle %n Spiele von {variant} vergessen? Das lässt sich nicht rückgängig machen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StorageProblem</name>
    <message>
        <source>Your settings file changed while Calculation was running and can no longer be read or used, so the settings of this window are saved in its place. The file was kept as {name} in {folder}.</source>
        <translation>Ihre Einstellungsdatei wurde geändert, während Kalkulation lief, und lässt sich nicht mehr lesen oder verwenden; daher werden die Einstellungen dieses Fensters an ihrer Stelle gespeichert. Die Datei wurde als {name} in {folder} aufbewahrt.</translation>
    </message>
    <message>
        <source>Your settings file changed while Calculation was running and can no longer be read or used. The file could not be moved aside, so it is left untouched, and changed settings are not saved until Calculation is started again.</source>
        <translation>Ihre Einstellungsdatei wurde geändert, während Kalkulation lief, und lässt sich nicht mehr lesen oder verwenden. Die Datei ließ sich nicht beiseitelegen; sie bleibt daher unangetastet, und geänderte Einstellungen werden bis zu einem Neustart von Kalkulation nicht gespeichert.</translation>
    </message>
    <message>
        <source>Your statistics file changed while Calculation was running and can no longer be read or used, so the figures this window holds are saved in its place. The file was kept as {name} in {folder}.</source>
        <translation>Ihre Statistikdatei wurde geändert, während Kalkulation lief, und lässt sich nicht mehr lesen oder verwenden; daher werden die Zahlen dieses Fensters an ihrer Stelle gespeichert. Die Datei wurde als {name} in {folder} aufbewahrt.</translation>
    </message>
    <message>
        <source>Your statistics file changed while Calculation was running and can no longer be read or used. The file could not be moved aside, so it is left untouched, and no result is saved until Calculation is started again.</source>
        <translation>Ihre Statistikdatei wurde geändert, während Kalkulation lief, und lässt sich nicht mehr lesen oder verwenden. Die Datei ließ sich nicht beiseitelegen; sie bleibt daher unangetastet, und bis zu einem Neustart von Kalkulation wird kein Ergebnis gespeichert.</translation>
    </message>
    <message>
        <source>Your settings could not be read, so the default settings are used. The file was kept as {name} in {folder}.</source>
        <translation>Ihre Einstellungen konnten nicht gelesen werden, daher gelten die Standardeinstellungen. Die Datei wurde als {name} in {folder} aufbewahrt.</translation>
    </message>
    <message>
        <source>Your settings could not be read, so the default settings are used. The file could not be moved aside, so it is left untouched, and changed settings are not saved until Calculation is started again.</source>
        <translation>Ihre Einstellungen konnten nicht gelesen werden, daher gelten die Standardeinstellungen. Die Datei ließ sich nicht beiseitelegen; sie bleibt daher unangetastet, und geänderte Einstellungen werden erst nach einem Neustart von Kalkulation wieder gespeichert.</translation>
    </message>
    <message>
        <source>Your settings file could not be used, so the default settings are used. The file was kept as {name} in {folder}.</source>
        <translation>Ihre Einstellungsdatei war unbrauchbar, daher gelten die Standardeinstellungen. Die Datei wurde als {name} in {folder} aufbewahrt.</translation>
    </message>
    <message>
        <source>Your settings file could not be used, so the default settings are used. The file could not be moved aside, so it is left untouched, and changed settings are not saved until Calculation is started again.</source>
        <translation>Ihre Einstellungsdatei war unbrauchbar, daher gelten die Standardeinstellungen. Die Datei ließ sich nicht beiseitelegen; sie bleibt daher unangetastet, und geänderte Einstellungen werden erst nach einem Neustart von Kalkulation wieder gespeichert.</translation>
    </message>
    <message>
        <source>Your settings file holds a value this program cannot use for the setting {setting}, so that setting is back to its default and the others are kept. The file was kept as {name} in {folder}.</source>
        <translation>Ihre Einstellungsdatei enthält für die Einstellung {setting} einen Wert, den dieses Programm nicht verwenden kann; diese Einstellung gilt daher wieder mit ihrem Standardwert, die übrigen bleiben erhalten. Die Datei wurde als {name} in {folder} aufbewahrt.</translation>
    </message>
    <message>
        <source>Your settings file holds a value this program cannot use for the setting {setting}, so that setting is back to its default. The file could not be moved aside, so it is left untouched, and changed settings are not saved until Calculation is started again.</source>
        <translation>Ihre Einstellungsdatei enthält für die Einstellung {setting} einen Wert, den dieses Programm nicht verwenden kann; diese Einstellung gilt daher wieder mit ihrem Standardwert. Die Datei konnte nicht beiseitegelegt werden; sie bleibt daher unverändert, und geänderte Einstellungen werden erst nach einem Neustart von Kalkulation wieder gespeichert.</translation>
    </message>
    <message>
        <source>Your settings file holds values this program cannot use for the settings {settings}, so those settings are back to their defaults and the others are kept. The file was kept as {name} in {folder}.</source>
        <translation>Ihre Einstellungsdatei enthält für die Einstellungen {settings} Werte, die dieses Programm nicht verwenden kann; diese Einstellungen gelten daher wieder mit ihren Standardwerten, die übrigen bleiben erhalten. Die Datei wurde als {name} in {folder} aufbewahrt.</translation>
    </message>
    <message>
        <source>Your settings file holds values this program cannot use for the settings {settings}, so those settings are back to their defaults. The file could not be moved aside, so it is left untouched, and changed settings are not saved until Calculation is started again.</source>
        <translation>Ihre Einstellungsdatei enthält für die Einstellungen {settings} Werte, die dieses Programm nicht verwenden kann; diese Einstellungen gelten daher wieder mit ihren Standardwerten. Die Datei konnte nicht beiseitegelegt werden; sie bleibt daher unverändert, und geänderte Einstellungen werden erst nach einem Neustart von Kalkulation wieder gespeichert.</translation>
    </message>
    <message>
        <source>Your statistics could not be read, so they start again from zero. The file was kept as {name} in {folder}.</source>
        <translation>Ihre Statistik konnte nicht gelesen werden, daher beginnt sie wieder bei null. Die Datei wurde als {name} in {folder} aufbewahrt.</translation>
    </message>
    <message>
        <source>Your statistics could not be read, so they start from zero for now. The file could not be moved aside, so it is left untouched, and no result is saved until Calculation is started again.</source>
        <translation>Ihre Statistik konnte nicht gelesen werden, daher beginnt sie vorerst bei null. Die Datei ließ sich nicht beiseitelegen; sie bleibt daher unangetastet, und bis zu einem Neustart von Kalkulation wird kein Ergebnis gespeichert.</translation>
    </message>
    <message>
        <source>Your statistics file could not be used, so your statistics start again from zero. The file was kept as {name} in {folder}.</source>
        <translation>Ihre Statistikdatei war unbrauchbar, daher beginnt Ihre Statistik wieder bei null. Die Datei wurde als {name} in {folder} aufbewahrt.</translation>
    </message>
    <message>
        <source>Your statistics file could not be used, so your statistics start from zero for now. The file could not be moved aside, so it is left untouched, and no result is saved until Calculation is started again.</source>
        <translation>Ihre Statistikdatei war unbrauchbar, daher beginnt Ihre Statistik vorerst bei null. Die Datei ließ sich nicht beiseitelegen; sie bleibt daher unangetastet, und bis zu einem Neustart von Kalkulation wird kein Ergebnis gespeichert.</translation>
    </message>
    <message>
        <source>Your saved game could not be read, so a new game is dealt. The file was kept as {name} in {folder}.</source>
        <translation>Ihr gespeichertes Spiel konnte nicht gelesen werden, daher wird ein neues Spiel gegeben. Die Datei wurde als {name} in {folder} aufbewahrt.</translation>
    </message>
    <message>
        <source>Your saved game could not be read, so a new game is dealt. The file could not be moved aside, so it is left untouched, and this game is not saved for next time.</source>
        <translation>Ihr gespeichertes Spiel konnte nicht gelesen werden, daher wird ein neues Spiel gegeben. Die Datei ließ sich nicht beiseitelegen; sie bleibt daher unangetastet, und dieses Spiel wird nicht für das nächste Mal gespeichert.</translation>
    </message>
    <message>
        <source>Your saved game file could not be used, so a new game is dealt. The file was kept as {name} in {folder}.</source>
        <translation>Die Datei Ihres gespeicherten Spiels war unbrauchbar, daher wird ein neues Spiel gegeben. Die Datei wurde als {name} in {folder} aufbewahrt.</translation>
    </message>
    <message>
        <source>Your saved game file could not be used, so a new game is dealt. The file could not be moved aside, so it is left untouched, and this game is not saved for next time.</source>
        <translation>Die Datei Ihres gespeicherten Spiels war unbrauchbar, daher wird ein neues Spiel gegeben. Die Datei ließ sich nicht beiseitelegen; sie bleibt daher unangetastet, und dieses Spiel wird nicht für das nächste Mal gespeichert.</translation>
    </message>
    <message>
        <source>Your settings could not be saved to {path}; the settings saved before are kept.</source>
        <translation>Ihre Einstellungen konnten nicht in {path} gespeichert werden; die zuvor gespeicherten Einstellungen bleiben erhalten.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved to {path}; the figures saved before are kept.</source>
        <translation>Ihre Statistik konnte nicht in {path} gespeichert werden; die zuvor gespeicherten Zahlen bleiben erhalten.</translation>
    </message>
    <message>
        <source>Your game could not be saved to {path}; the game saved before is kept.</source>
        <translation>Ihr Spiel konnte nicht in {path} gespeichert werden; das zuvor gespeicherte Spiel bleibt erhalten.</translation>
    </message>
    <message>
        <source>Your settings could not be saved to {path}.</source>
        <translation>Ihre Einstellungen konnten nicht in {path} gespeichert werden.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved to {path}.</source>
        <translation>Ihre Statistik konnte nicht in {path} gespeichert werden.</translation>
    </message>
    <message>
        <source>Your game could not be saved to {path}.</source>
        <translation>Ihr Spiel konnte nicht in {path} gespeichert werden.</translation>
    </message>
    <message>
        <source>Your settings could not be saved to {path}: something other than a file is in its place and could not be moved aside.</source>
        <translation>Ihre Einstellungen konnten nicht in {path} gespeichert werden: An ihrer Stelle steht etwas anderes als eine Datei, und es ließ sich nicht beiseitelegen.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved to {path}: something other than a file is in its place and could not be moved aside.</source>
        <translation>Ihre Statistik konnte nicht in {path} gespeichert werden: An ihrer Stelle steht etwas anderes als eine Datei, und es ließ sich nicht beiseitelegen.</translation>
    </message>
    <message>
        <source>Your game could not be saved to {path}: something other than a file is in its place and could not be moved aside.</source>
        <translation>Ihr Spiel konnte nicht in {path} gespeichert werden: An seiner Stelle steht etwas anderes als eine Datei, und es ließ sich nicht beiseitelegen.</translation>
    </message>
    <message>
        <source>What was there was moved aside, and your settings are saved there anew.</source>
        <translation>Was dort lag, wurde beiseitegelegt, und Ihre Einstellungen werden dort neu gespeichert.</translation>
    </message>
    <message>
        <source>What was there was moved aside, and your statistics are saved there anew.</source>
        <translation>Was dort lag, wurde beiseitegelegt, und Ihre Statistik wird dort neu gespeichert.</translation>
    </message>
    <message>
        <source>What was there was moved aside, and your game is saved there anew.</source>
        <translation>Was dort lag, wurde beiseitegelegt, und Ihr Spiel wird dort neu gespeichert.</translation>
    </message>
    <message>
        <source>{path} could not be read any more, so it was kept as {name} in {folder}, and a new file is written in its place.</source>
        <translation>{path} ließ sich nicht mehr lesen; die Datei wurde daher als {name} in {folder} aufbewahrt, und an ihrer Stelle wird eine neue Datei geschrieben.</translation>
    </message>
    <message>
        <source>The data folder {folder} cannot be used, so your settings, statistics and game in progress cannot be kept this time.</source>
        <translation>Der Datenordner {folder} ist nicht nutzbar, daher können Ihre Einstellungen, Ihre Statistik und Ihr laufendes Spiel diesmal nicht gespeichert werden.</translation>
    </message>
    <message>
        <source>The game's result is kept with your saved game and added to your statistics as soon as they can be saved, even after Calculation is started again.</source>
        <translation>Das Ergebnis des Spiels wird mit Ihrem gespeicherten Spiel aufbewahrt und in Ihre Statistik übernommen, sobald sie gespeichert werden kann, auch nach einem Neustart von Kalkulation.</translation>
    </message>
    <message>
        <source>Your statistics could be saved again: every result kept meanwhile is counted now.</source>
        <translation>Ihre Statistik konnte wieder gespeichert werden: Jedes inzwischen aufbewahrte Ergebnis wird jetzt gezählt.</translation>
    </message>
    <message>
        <source>This program has no permission to read {path}.</source>
        <translation>Dieses Programm hat keine Berechtigung, {path} zu lesen.</translation>
    </message>
    <message>
        <source>{path} cannot be opened (system error {code}).</source>
        <translation>{path} lässt sich nicht öffnen (Systemfehler {code}).</translation>
    </message>
    <message>
        <source>{path} is a folder, not a file.</source>
        <translation>{path} ist ein Ordner, keine Datei.</translation>
    </message>
    <message>
        <source>{path} is a named pipe, not a file.</source>
        <translation>{path} ist eine benannte Pipe, keine Datei.</translation>
    </message>
    <message>
        <source>{path} is a device or another special file, not a file.</source>
        <translation>{path} ist ein Gerät oder eine andere Spezialdatei, keine gewöhnliche Datei.</translation>
    </message>
    <message>
        <source>{path} is far larger than it can be (over {size} MB).</source>
        <translation>Die Datei {path} ist viel größer, als sie sein kann (über {size} MB).</translation>
    </message>
    <message>
        <source>{path} is empty.</source>
        <translation>{path} ist leer.</translation>
    </message>
    <message>
        <source>{path} holds binary data, not text.</source>
        <translation>{path} enthält Binärdaten, keinen Text.</translation>
    </message>
    <message>
        <source>{path} is not valid JSON, perhaps cut short (line {line}, column {column}).</source>
        <translation>{path} ist kein gültiges JSON, vielleicht abgeschnitten (Zeile {line}, Spalte {column}).</translation>
    </message>
    <message>
        <source>A newer version of Calculation wrote {path} (format version {found}; this one reads up to {version}).</source>
        <translation>Eine neuere Version von Kalkulation hat {path} geschrieben (Formatversion {found}; diese liest bis Version {version}).</translation>
    </message>
    <message>
        <source>{path} has a format version this program does not know.</source>
        <translation>{path} hat eine Formatversion, die dieses Programm nicht kennt.</translation>
    </message>
    <message>
        <source>{path} holds something this program cannot use.</source>
        <translation>{path} enthält etwas, mit dem dieses Programm nichts anfangen kann.</translation>
    </message>
    <message>
        <source>{path} was a folder, not a file.</source>
        <translation>{path} war ein Ordner, keine Datei.</translation>
    </message>
    <message>
        <source>{path} was a named pipe, not a file.</source>
        <translation>{path} war eine benannte Pipe, keine Datei.</translation>
    </message>
    <message>
        <source>{path} was a device or another special file, not a file.</source>
        <translation>{path} war ein Gerät oder eine andere Spezialdatei, keine gewöhnliche Datei.</translation>
    </message>
    <message>
        <source>This program may not write in {folder}.</source>
        <translation>Dieses Programm darf nicht in {folder} schreiben.</translation>
    </message>
    <message>
        <source>The disk is full.</source>
        <translation>Der Datenträger ist voll.</translation>
    </message>
    <message>
        <source>The system reported error {code}.</source>
        <translation>Das System meldete Fehler {code}.</translation>
    </message>
    <message>
        <source>Another Calculation window kept the file locked for too long; this window tries again at the next change.</source>
        <translation>Ein anderes Kalkulation-Fenster hat die Datei zu lange gesperrt; dieses Fenster versucht es bei der nächsten Änderung erneut.</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Keys {0} and Shift+{0} play to and from waste pile {0}</source>
        <translation>Die Tasten {0} und Umschalt+{0} spielen auf und von Abwurfstapel {0}</translation>
    </message>
    <message>
        <source>done ✓</source>
        <translation>fertig ✓</translation>
    </message>
    <message>
        <source>next {0}</source>
        <translation>braucht {0}</translation>
    </message>
    <message>
        <source>Foundation {0} builds {1}; every card of the suit of its Ace. Next: {2}.</source>
        <translation>Basisstapel {0} baut {1}; jede Karte in der Farbe seines Asses. Als Nächstes: {2}.</translation>
    </message>
    <message>
        <source>Foundation {0} builds {1}; suits do not matter. Next: {2}.</source>
        <translation>Basisstapel {0} baut {1}; die Farben spielen keine Rolle. Als Nächstes: {2}.</translation>
    </message>
    <message>
        <source>While the stock lasts it takes no card: the waste piles play off once it is used up.</source>
        <translation>Solange der Talon reicht, nimmt er keine Karte: Die Abwurfstapel werden abgespielt, wenn er aufgebraucht ist.</translation>
    </message>
    <message numerus="yes">
        <source>%n left</source>
        <translation>
            <numerusform>%n übrig</numerusform>
            <numerusform>%n übrig</numerusform>
        </translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Talon</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) still to place, the turned card included; no redeal</source>
        <translation>
            <numerusform>Noch %n Karte abzulegen, die aufgedeckte mitgezählt; kein zweiter Durchgang</numerusform>
            <numerusform>Noch %n Karten abzulegen, die aufgedeckte mitgezählt; kein zweiter Durchgang</numerusform>
        </translation>
    </message>
    <message>
        <source>Every card has been placed</source>
        <translation>Alle Karten sind abgelegt</translation>
    </message>
    <message>
        <source>the turned card</source>
        <translation>die aufgedeckte Karte</translation>
    </message>
    <message>
        <source>waste pile {0}</source>
        <translation>Abwurfstapel {0}</translation>
    </message>
    <message>
        <source>foundation {0}</source>
        <translation>Basisstapel {0}</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Kartentisch</translation>
    </message>
    <message>
        <source>Drag the turned card or a waste pile's top card onto a pile; click a card to play it; Tab or the arrow keys move the keyboard cursor, Enter or Space picks up and drops.</source>
        <translation>Ziehen Sie die aufgedeckte Karte oder die oberste Karte eines Abwurfstapels auf einen Stapel; ein Klick spielt eine Karte; Tab oder die Pfeiltasten bewegen den Tastaturcursor, Eingabe oder Leertaste nimmt auf und legt ab.</translation>
    </message>
</context>
<context>
    <name>Upgrade</name>
    <message>
        <source>An older version of Calculation is running with your saved game and settings in {old}, so this window uses them there too, as a second window beside it. They move to this version's folders at the first start while no older version runs.</source>
        <translation>Eine ältere Version von Kalkulation läuft mit Ihrem gespeicherten Spiel und Ihren Einstellungen in {old}; dieses Fenster verwendet sie daher ebenfalls dort, als zweites Fenster daneben. Sie werden beim ersten Start, während keine ältere Version läuft, in die Ordner dieser Version verschoben.</translation>
    </message>
    <message>
        <source>Your game in progress was saved twice: in {folder} and, by an older version of Calculation, in {old}. The older version's copy is further on, so it is your saved game now; the other copy was kept as {kept} in {folder}.</source>
        <translation>Ihr laufendes Spiel war zweimal gespeichert: in {folder} und, von einer älteren Version von Kalkulation, in {old}. Die Kopie der älteren Version ist weiter fortgeschritten und ist daher jetzt Ihr gespeichertes Spiel; die andere Kopie wurde als {kept} in {folder} aufbewahrt.</translation>
    </message>
    <message>
        <source>Your game in progress was saved twice: in {folder} and, by an older version of Calculation, in {old}. This version's copy is further on, so it stays your saved game; the older version's copy was kept as {kept} in {folder}.</source>
        <translation>Ihr laufendes Spiel war zweimal gespeichert: in {folder} und, von einer älteren Version von Kalkulation, in {old}. Die Kopie dieser Version ist weiter fortgeschritten und bleibt daher Ihr gespeichertes Spiel; die Kopie der älteren Version wurde als {kept} in {folder} aufbewahrt.</translation>
    </message>
    <message>
        <source>An older version of Calculation saved a game in {old} after this version last saved one in {folder}, so the older version's game is your saved game now; this version's game was kept as {kept} in {folder}.</source>
        <translation>Eine ältere Version von Kalkulation hat ein Spiel in {old} gespeichert, nachdem diese Version zuletzt eines in {folder} gespeichert hatte; das Spiel der älteren Version ist daher jetzt Ihr gespeichertes Spiel. Das Spiel dieser Version wurde als {kept} in {folder} aufbewahrt.</translation>
    </message>
    <message>
        <source>An older version of Calculation left a game in {old}, saved before this version last saved one in {folder}, so this version's game stays your saved game; the older version's game was kept as {kept} in {folder}.</source>
        <translation>Eine ältere Version von Kalkulation hat ein Spiel in {old} hinterlassen, gespeichert bevor diese Version zuletzt eines in {folder} gespeichert hat; das Spiel dieser Version bleibt daher Ihr gespeichertes Spiel. Das Spiel der älteren Version wurde als {kept} in {folder} aufbewahrt.</translation>
    </message>
    <message>
        <source>An older version of Calculation saved your settings in {old} after this version last saved them in {folder}, so the older version's settings are used now; this version's settings were kept as {kept} in {folder}.</source>
        <translation>Eine ältere Version von Kalkulation hat Ihre Einstellungen in {old} gespeichert, nachdem diese Version sie zuletzt in {folder} gespeichert hatte; es gelten daher jetzt die Einstellungen der älteren Version. Die Einstellungen dieser Version wurden als {kept} in {folder} aufbewahrt.</translation>
    </message>
    <message>
        <source>An older version of Calculation left settings in {old}, saved before this version last saved yours in {folder}, so this version's settings stay in use; the older version's settings were kept as {kept} in {folder}.</source>
        <translation>Eine ältere Version von Kalkulation hat Einstellungen in {old} hinterlassen, gespeichert bevor diese Version Ihre zuletzt in {folder} gespeichert hat; es gelten daher weiter die Einstellungen dieser Version. Die Einstellungen der älteren Version wurden als {kept} in {folder} aufbewahrt.</translation>
    </message>
</context>
<context>
    <name>Variant</name>
    <message>
        <source>three waste piles</source>
        <translation>drei Abwurfstapel</translation>
    </message>
    <message>
        <source>no foundations in advance</source>
        <translation>ohne vorgelegte Basiskarten</translation>
    </message>
    <message>
        <source>classic</source>
        <translation>klassisch</translation>
    </message>
</context>
<context>
    <name>WasItWinnable</name>
    <message>
        <source>&amp;Was it winnable?</source>
        <translation>&amp;War es lösbar?</translation>
    </message>
    <message>
        <source>The solver's verdict on the last lost or abandoned deal, with its winning line to watch</source>
        <translation>Das Urteil des Lösers über das letzte verlorene oder abgebrochene Spiel, mit seinem Gewinnweg zum Ansehen</translation>
    </message>
    <message>
        <source>Game → Was it winnable? asks the solver about this deal.</source>
        <translation>Spiel → War es lösbar? fragt den Löser nach diesem Spiel.</translation>
    </message>
    <message>
        <source>Lose or abandon a game first.</source>
        <translation>Verlieren Sie zuerst ein Spiel oder brechen Sie es ab.</translation>
    </message>
    <message>
        <source>Solving the deal from its start…</source>
        <translation>Das Spiel wird vom Anfang an gelöst…</translation>
    </message>
    <message>
        <source>It was winnable: deal {deal}</source>
        <translation>Es war lösbar: Spiel {deal}</translation>
    </message>
    <message>
        <source>It was winnable: the daily deal of {date}</source>
        <translation>Es war lösbar: das Tagesspiel vom {date}</translation>
    </message>
    <message>
        <source>It was winnable: this deck</source>
        <translation>Es war lösbar: dieses Blatt</translation>
    </message>
    <message>
        <source>The solver tried every line of play and proved that none wins.</source>
        <translation>Der Löser hat jeden Spielverlauf geprüft und bewiesen, dass keiner gewinnt.</translation>
    </message>
    <message>
        <source>Was it winnable?</source>
        <translation>War es lösbar?</translation>
    </message>
    <message>
        <source>No: deal {deal} could not be won.</source>
        <translation>Nein: Spiel {deal} war nicht zu gewinnen.</translation>
    </message>
    <message>
        <source>No: the daily deal of {date} could not be won.</source>
        <translation>Nein: Das Tagesspiel vom {date} war nicht zu gewinnen.</translation>
    </message>
    <message>
        <source>No: this deck could not be won.</source>
        <translation>Nein: Dieses Blatt war nicht zu gewinnen.</translation>
    </message>
    <message>
        <source>The solver could not decide deal {deal} within {seconds:g} seconds.</source>
        <translation>Der Löser konnte Spiel {deal} nicht innerhalb von {seconds:g} Sekunden entscheiden.</translation>
    </message>
    <message>
        <source>The solver could not decide the daily deal of {date} within {seconds:g} seconds.</source>
        <translation>Der Löser konnte das Tagesspiel vom {date} nicht innerhalb von {seconds:g} Sekunden entscheiden.</translation>
    </message>
    <message>
        <source>The solver could not decide this deck within {seconds:g} seconds.</source>
        <translation>Der Löser konnte dieses Blatt nicht innerhalb von {seconds:g} Sekunden entscheiden.</translation>
    </message>
</context>
<context>
    <name>WinChart</name>
    <message>
        <source>Win percentage chart</source>
        <translation>Diagramm der Gewinnquote</translation>
    </message>
    <message numerus="yes">
        <source>Win percentage over the last %n game(s)</source>
        <translation>
            <numerusform>Gewinnquote über %n Spiel</numerusform>
            <numerusform>Gewinnquote über die letzten %n Spiele</numerusform>
        </translation>
    </message>
    <message>
        <source>No games yet</source>
        <translation>Noch keine Spiele</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <source>undo or hint used</source>
        <translation>Rücknahme oder Tipp benutzt</translation>
    </message>
    <message numerus="yes">
        <source>Win % over the last %n game(s)</source>
        <translation>
            <numerusform>Gewinnquote über %n Spiel</numerusform>
            <numerusform>Gewinnquote über die letzten %n Spiele</numerusform>
        </translation>
    </message>
    <message>
        <source>No games recorded yet</source>
        <translation>Noch keine Spiele aufgezeichnet</translation>
    </message>
    <message>
        <source>older</source>
        <translation>älter</translation>
    </message>
    <message>
        <source>latest</source>
        <translation>neuestes</translation>
    </message>
</context>
<context>
    <name>WinnableDeals</name>
    <message>
        <source>A new deal the solver proved winnable.</source>
        <translation>Ein neues Spiel, das der Löser als lösbar bewiesen hat.</translation>
    </message>
    <message>
        <source>Shuffling until the solver proves a deal winnable…</source>
        <translation>Es wird gemischt, bis der Löser ein Spiel als lösbar beweist…</translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) tried…</source>
        <translation>
            <numerusform>%n Spiel versucht…</numerusform>
            <numerusform>%n Spiele versucht…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shuffling until the solver proves a deal winnable… %n deal(s) tried so far</source>
        <translation>
            <numerusform>Mische, bis der Löser ein Spiel als lösbar beweist… bisher %n Spiel versucht</numerusform>
            <numerusform>Mische, bis der Löser ein Spiel als lösbar beweist… bisher %n Spiele versucht</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A winnable deal (found after %n deal(s)).</source>
        <translation>
            <numerusform>Ein lösbares Spiel (gefunden nach %n Spiel).</numerusform>
            <numerusform>Ein lösbares Spiel (gefunden nach %n Spielen).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No deal was proved winnable in %n tries; this one is dealt anyway (it may not be winnable).</source>
        <translation>
            <numerusform>In %n Versuch wurde kein Spiel als lösbar bewiesen; dieses wird trotzdem gegeben (es ist vielleicht nicht lösbar).</numerusform>
            <numerusform>In %n Versuchen wurde kein Spiel als lösbar bewiesen; dieses wird trotzdem gegeben (es ist vielleicht nicht lösbar).</numerusform>
        </translation>
    </message>
</context>
</TS>
