<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl_NL">
<context>
    <name>AbandonGuard</name>
    <message>
        <source>Play deal {number} instead of this game?</source>
        <translation>Spel {number} spelen in plaats van het huidige spel?</translation>
    </message>
    <message>
        <source>Play the daily deal of {game} instead of this game?</source>
        <translation>Het spel van de dag van {game} spelen in plaats van het huidige spel?</translation>
    </message>
    <message>
        <source>Switch to {game}? That deals a new game.</source>
        <translation>Overstappen op {game}? Dan wordt een nieuw spel gedeeld.</translation>
    </message>
    <message>
        <source>Deal a new game?</source>
        <translation>Een nieuw spel delen?</translation>
    </message>
    <message>
        <source>Abandon this game?</source>
        <translation>Dit spel opgeven?</translation>
    </message>
    <message numerus="yes">
        <source>The game in progress (%n move(s)) is not counted in your statistics: the Demo played in it.</source>
        <translation>
            <numerusform>Het lopende spel (%n zet) telt niet mee in je statistieken: de demo heeft erin gespeeld.</numerusform>
            <numerusform>Het lopende spel (%n zetten) telt niet mee in je statistieken: de demo heeft erin gespeeld.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game in progress (%n move(s)) then counts as lost.</source>
        <translation>
            <numerusform>Het lopende spel (%n zet) telt dan als verloren.</numerusform>
            <numerusform>Het lopende spel (%n zetten) telt dan als verloren.</numerusform>
        </translation>
    </message>
    <message>
        <source>Don't ask again</source>
        <translation>Niet meer vragen</translation>
    </message>
    <message>
        <source>As&amp;k before abandoning a game in progress</source>
        <translation>&amp;Vragen voor het opgeven van een lopend spel</translation>
    </message>
</context>
<context>
    <name>About</name>
    <message>
        <source>Calculation {version}</source>
        <translation>Berekening {version}</translation>
    </message>
    <message>
        <source>Website: {link}</source>
        <translation>Website: {link}</translation>
    </message>
    <message>
        <source>Report a bug: {link}</source>
        <translation>Een fout melden: {link}</translation>
    </message>
    <message>
        <source>&lt;p&gt;Calculation, Sir Tommy and Strategy: patience games for people who like to think ahead.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later. Cards are drawn by the program itself.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Berekening, Sir Tommy en Strategie: patiencespellen voor wie graag vooruitdenkt.&lt;/p&gt;&lt;p&gt;Vrije software onder de GNU General Public License, versie 3 of later. De kaarten worden door het programma zelf getekend.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Calculation</source>
        <translation>Over Berekening</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Over &amp;Qt</translation>
    </message>
</context>
<context>
    <name>Accessible</name>
    <message>
        <source>Card table</source>
        <translation>Speeltafel</translation>
    </message>
    <message>
        <source>Tab or the arrow keys move from card to card, Enter or Space picks up and drops; R reads the whole table, Ctrl+1 to Ctrl+8 read a waste pile from the top down.</source>
        <translation>Tab of de pijltjestoetsen gaan van kaart naar kaart, Enter of Spatie pakt op en legt neer; R leest de hele tafel voor, Ctrl+1 tot Ctrl+8 lezen een aflegstapel van boven naar beneden.</translation>
    </message>
    <message>
        <source>builds by ones</source>
        <extracomment>How a foundation builds, by its rule's step (a suit-following foundation says so too).</extracomment>
        <translation>bouwt per één</translation>
    </message>
    <message>
        <source>builds by twos</source>
        <translation>bouwt per twee</translation>
    </message>
    <message>
        <source>builds by threes</source>
        <translation>bouwt per drie</translation>
    </message>
    <message>
        <source>builds by fours</source>
        <translation>bouwt per vier</translation>
    </message>
    <message>
        <source>builds by ones in one suit</source>
        <translation>bouwt per één in één kleur</translation>
    </message>
    <message>
        <source>Stock, used up</source>
        <translation>Voorraad, op</translation>
    </message>
    <message>
        <source>Stock, empty; last card turned: {card}</source>
        <translation>Voorraad, leeg; laatste omgedraaide kaart: {card}</translation>
    </message>
    <message numerus="yes">
        <source>Stock, %n left; turned card: {card}</source>
        <translation>
            <numerusform>Voorraad, nog %n; omgedraaide kaart: {card}</numerusform>
            <numerusform>Voorraad, nog %n; omgedraaide kaart: {card}</numerusform>
        </translation>
    </message>
    <message>
        <source>builds by {step}</source>
        <translation>bouwt per {step}</translation>
    </message>
    <message>
        <source>Foundation {number}, {rule}, complete</source>
        <translation>Basisstapel {number}, {rule}, compleet</translation>
    </message>
    <message>
        <source>Foundation {number}, {rule}, empty, wants {card} first</source>
        <translation>Basisstapel {number}, {rule}, leeg, wil eerst: {card}</translation>
    </message>
    <message>
        <source>Foundation {number}, {rule}, top {top}, wants {card} next</source>
        <translation>Basisstapel {number}, {rule}, bovenop: {top}, wil nu: {card}</translation>
    </message>
    <message>
        <source>; takes no card while the stock lasts</source>
        <translation>; neemt geen kaart zolang de voorraad duurt</translation>
    </message>
    <message>
        <source>Waste pile {number}, empty</source>
        <translation>Aflegstapel {number}, leeg</translation>
    </message>
    <message numerus="yes">
        <source>Waste pile {number}, %n card(s), top {card}</source>
        <translation>
            <numerusform>Aflegstapel {number}, %n kaart, bovenop: {card}</numerusform>
            <numerusform>Aflegstapel {number}, %n kaarten, bovenop: {card}</numerusform>
        </translation>
    </message>
    <message>
        <source>Waste pile {number} is empty.</source>
        <translation>Aflegstapel {number} is leeg.</translation>
    </message>
    <message numerus="yes">
        <source>Waste pile {number}, %n card(s) from the top: {cards}.</source>
        <translation>
            <numerusform>Aflegstapel {number}, %n kaart van boven: {cards}.</numerusform>
            <numerusform>Aflegstapel {number}, %n kaarten van boven: {cards}.</numerusform>
        </translation>
    </message>
    <message>
        <source>You won! All 52 cards are on the foundations</source>
        <translation>Gewonnen! Alle 52 kaarten liggen op de basisstapels</translation>
    </message>
    <message numerus="yes">
        <source>Blocked: the stock is used up and no waste-pile top fits a foundation; %n card(s) left</source>
        <translation>
            <numerusform>Vastgelopen: de voorraad is op en geen bovenste kaart van een aflegstapel past op een basisstapel; nog %n kaart over</numerusform>
            <numerusform>Vastgelopen: de voorraad is op en geen bovenste kaart van een aflegstapel past op een basisstapel; nog %n kaarten over</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AdvisorActions</name>
    <message>
        <source>The advisor is thinking</source>
        <translation>De adviseur denkt na</translation>
    </message>
    <message>
        <source>&amp;Click strength:</source>
        <translation>&amp;Kracht van een klik:</translation>
    </message>
    <message>
        <source>The advisor's move: it plays the odds, it does not know the deal</source>
        <translation>De zet van de adviseur: hij speelt op de kansen en kent de verdeling niet</translation>
    </message>
    <message>
        <source>Suggest</source>
        <translation>Advies</translation>
    </message>
    <message>
        <source>Suggest (S): the advisor's best try. Unlike Hint, which asks the solver and knows the order of the stock, Suggest is fair: it sees only what you see and plays the odds.</source>
        <translation>Advies (S): de beste poging van de adviseur. Anders dan Tip, dat de oplosser vraagt en de volgorde van de voorraad kent, speelt Advies eerlijk: het ziet alleen wat jij ziet en speelt op de kansen.</translation>
    </message>
    <message>
        <source>Su&amp;ggest (advisor)</source>
        <translation>Ad&amp;vies (adviseur)</translation>
    </message>
    <message>
        <source>De&amp;mo</source>
        <translation>De&amp;mo</translation>
    </message>
    <message>
        <source>The computer plays this deal; any key or click stops it</source>
        <translation>De computer speelt dit spel; een toets of klik stopt hem</translation>
    </message>
    <message>
        <source>The advisor failed: {error}</source>
        <translation>De adviseur is mislukt: {error}</translation>
    </message>
    <message>
        <source>Suggestion cancelled.</source>
        <translation>Advies geannuleerd.</translation>
    </message>
    <message>
        <source>The game is won.</source>
        <translation>Het spel is gewonnen.</translation>
    </message>
    <message>
        <source>No move is left.</source>
        <translation>Er is geen zet meer.</translation>
    </message>
    <message>
        <source>The advisor is thinking… (S again cancels)</source>
        <translation>De adviseur denkt na… (nogmaals S annuleert)</translation>
    </message>
    <message>
        <source>Suggestion: {move}. From what you can see the deal looks lost (under {limit} to win); Hint, which sees the order of the cards, may still find a winning line.</source>
        <translation>Advies: {move}. Naar wat u ziet lijkt het spel verloren (minder dan {limit} kans); Tip, dat de volgorde van de kaarten ziet, kan nog een winnende speelwijze vinden.</translation>
    </message>
    <message>
        <source>Suggestion: {move}: about {chance} to win from here.</source>
        <translation>Advies: {move}: ongeveer {chance} kans om vanaf hier te winnen.</translation>
    </message>
    <message>
        <source>The advisor is placing the card…</source>
        <translation>De adviseur legt de kaart…</translation>
    </message>
    <message>
        <source>The game is over: deal a new one to see a demo.</source>
        <translation>Het spel is voorbij: deel een nieuw spel om een demo te zien.</translation>
    </message>
    <message>
        <source>Demo: the computer plays. Press any key or click to stop.</source>
        <translation>Demo: de computer speelt. Druk op een toets of klik om te stoppen.</translation>
    </message>
    <message>
        <source>Demo stopped.</source>
        <translation>Demo gestopt.</translation>
    </message>
    <message>
        <source>Demo finished: won.</source>
        <translation>Demo afgelopen: gewonnen.</translation>
    </message>
    <message>
        <source>Demo finished: blocked.</source>
        <translation>Demo afgelopen: vastgelopen.</translation>
    </message>
    <message>
        <source>Demo finished.</source>
        <translation>Demo afgelopen.</translation>
    </message>
</context>
<context>
    <name>Appearance</name>
    <message>
        <source>Table colour</source>
        <translation>Tafelkleur</translation>
    </message>
    <message>
        <source>Card back</source>
        <translation>Achterkant</translation>
    </message>
    <message>
        <source>Large p&amp;rint: big ranks and suits on the cards</source>
        <translation>Grote &amp;letters: grote waarden en kleuren op de kaarten</translation>
    </message>
    <message>
        <source>Table c&amp;olour:</source>
        <translation>Tafelkl&amp;eur:</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>A&amp;chterkant:</translation>
    </message>
</context>
<context>
    <name>AutoFinish</name>
    <message>
        <source>Move cards to the foundations for me</source>
        <translation>Kaarten naar de basisstapels brengen</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Uit</translation>
    </message>
    <message>
        <source>When safe</source>
        <translation>Als het veilig is</translation>
    </message>
    <message>
        <source>When safe, and finish a won game</source>
        <translation>Als het veilig is, en winst afmaken</translation>
    </message>
    <message>
        <source>When safe: only plays that can never spoil a win (the solver's rule), after each of your moves. Finish: also, once the stock is used up and the solver proves the game won, the rest is played for you. Every such move can be undone.</source>
        <translation>Als het veilig is: alleen zetten die een winst nooit kunnen bederven (de regel van de oplosser), na elk van je zetten. Afmaken: bovendien wordt de rest voor je gespeeld zodra de voorraad op is en de oplosser bewijst dat het spel gewonnen is. Elke zet van dit soort kan ongedaan worden gemaakt.</translation>
    </message>
    <message>
        <source>&amp;Move cards to the foundations for me:</source>
        <translation>Naar de basisstapels &amp;brengen:</translation>
    </message>
</context>
<context>
    <name>Banner</name>
    <message>
        <source>Close this message</source>
        <translation>Dit bericht sluiten</translation>
    </message>
    <message>
        <source>Close message</source>
        <translation>Bericht sluiten</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Bericht</translation>
    </message>
</context>
<context>
    <name>BusyIndicator</name>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
</context>
<context>
    <name>Card</name>
    <message>
        <source>Ace</source>
        <translation>aas</translation>
    </message>
    <message>
        <source>Two</source>
        <translation>twee</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>drie</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>vier</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>vijf</translation>
    </message>
    <message>
        <source>Six</source>
        <translation>zes</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>zeven</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>acht</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>negen</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>tien</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>boer</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>vrouw</translation>
    </message>
    <message>
        <source>King</source>
        <translation>heer</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>schoppen</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>harten</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>ruiten</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>klaver</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <extracomment>A card's name, e.g. "Seven of Hearts": {rank} is a rank (Ace, Two... King) and {suit} a suit (Spades...).</extracomment>
        <translation>{suit}{rank}</translation>
    </message>
</context>
<context>
    <name>CardBack</name>
    <message>
        <source>Blue lattice</source>
        <translation>Blauw rasterwerk</translation>
    </message>
    <message>
        <source>Red diamonds</source>
        <translation>Rode ruiten</translation>
    </message>
    <message>
        <source>Green dots</source>
        <translation>Groene stippen</translation>
    </message>
</context>
<context>
    <name>CardDeck</name>
    <message>
        <source>The program's own faces</source>
        <translation>De eigen kaarten van het programma</translation>
    </message>
    <message>
        <source>Four colours (♠ black, ♥ red, ♦ blue, ♣ green)</source>
        <translation>Vier kleuren (♠ zwart, ♥ rood, ♦ blauw, ♣ groen)</translation>
    </message>
    <message>
        <source>The card deck %1 is not installed (any more): the program's own faces are shown.</source>
        <translation>Het kaartspel %1 is niet (meer) geïnstalleerd: de eigen kaarten van het programma worden getoond.</translation>
    </message>
    <message>
        <source>The card deck %1 cannot be read: the program's own faces are shown.</source>
        <translation>Het kaartspel %1 kan niet worden gelezen: de eigen kaarten van het programma worden getoond.</translation>
    </message>
    <message>
        <source>The card deck %1 is damaged or incomplete: the program's own faces are shown.</source>
        <translation>Het kaartspel %1 is beschadigd of onvolledig: de eigen kaarten van het programma worden getoond.</translation>
    </message>
    <message>
        <source>Card &amp;deck:</source>
        <translation>Kaa&amp;rtspel:</translation>
    </message>
    <message>
        <source>Card deck</source>
        <translation>Kaartspel</translation>
    </message>
    <message>
        <source>Looking for installed card decks…</source>
        <translation>Geïnstalleerde kaartspellen zoeken…</translation>
    </message>
    <message>
        <source>Preview of the card deck</source>
        <translation>Voorbeeld van het kaartspel</translation>
    </message>
</context>
<context>
    <name>ChartWords</name>
    <message>
        <source>won, undo or hint used</source>
        <translation>gewonnen, ongedaan maken of tip gebruikt</translation>
    </message>
    <message>
        <source>lost, undo or hint used</source>
        <translation>verloren, ongedaan maken of tip gebruikt</translation>
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
            <numerusform>Laatste spellen (%n): {won} gewonnen, {lost} verloren, {percent} gewonnen.</numerusform>
            <numerusform>Laatste spellen (%n): {won} gewonnen, {lost} verloren, {percent} gewonnen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Newest first: {results}.</source>
        <translation>Nieuwste eerst: {results}.</translation>
    </message>
    <message>
        <source>No review yet.</source>
        <translation>Nog geen analyse.</translation>
    </message>
    <message>
        <source>The Advisor's chance: {first} at the deal, {last} after move {moves}; highest {high} after move {at_high}, lowest {low} after move {at_low}.</source>
        <translation>De kans van de adviseur: {first} bij het delen, {last} na zet {moves}; hoogst {high} na zet {at_high}, laagst {low} na zet {at_low}.</translation>
    </message>
    <message>
        <source>Moves that lost chance: {moves}.</source>
        <translation>Zetten die kans verloren: {moves}.</translation>
    </message>
    <message>
        <source>No line of play wins any more from move {move} on.</source>
        <translation>Vanaf zet {move} wint geen enkele speelwijze meer.</translation>
    </message>
</context>
<context>
    <name>ClockLabel</name>
    <message>
        <source>Game time</source>
        <translation>Speeltijd</translation>
    </message>
</context>
<context>
    <name>DailyDeal</name>
    <message>
        <source>&amp;Daily deal</source>
        <translation>Spel van de &amp;dag</translation>
    </message>
    <message>
        <source>Today's deal, the same for everyone, proved winnable</source>
        <translation>Het spel van vandaag, voor iedereen hetzelfde, bewezen winbaar</translation>
    </message>
    <message>
        <source>{game}: none today (no candidate deal was proved winnable)</source>
        <translation>{game}: vandaag geen (geen enkel kandidaat-spel bleek winbaar)</translation>
    </message>
    <message>
        <source>{game} has no daily deal today.</source>
        <translation>{game} heeft vandaag geen spel van de dag.</translation>
    </message>
    <message>
        <source>Finding the daily deal of {date}…</source>
        <translation>Het spel van de dag van {date} zoeken…</translation>
    </message>
    <message>
        <source>Daily deal</source>
        <translation>Spel van de dag</translation>
    </message>
    <message>
        <source>None of the first {tries} candidate deals of {game} for {date} could be proved winnable, so there is no daily deal of it today.</source>
        <translation>Geen van de eerste {tries} kandidaat-spellen van {game} voor {date} bleek winbaar, dus is er vandaag geen spel van de dag.</translation>
    </message>
    <message>
        <source>Daily deal of {date}: {game}.</source>
        <translation>Spel van de dag van {date}: {game}.</translation>
    </message>
</context>
<context>
    <name>Deal</name>
    <message>
        <source>daily deal {date}</source>
        <extracomment>How a game's deal is named in a sentence: a daily deal by its date, a numbered deal by its number, a deck given card by card as such.</extracomment>
        <translation>spel van de dag {date}</translation>
    </message>
    <message>
        <source>deal {number}</source>
        <translation>spel {number}</translation>
    </message>
    <message>
        <source>hand-made deck</source>
        <translation>zelfgemaakt kaartspel</translation>
    </message>
</context>
<context>
    <name>DealNumberDialog</name>
    <message>
        <source>Deal by number</source>
        <translation>Spel op nummer</translation>
    </message>
    <message>
        <source>Deal number (0 to {max}).
The same number gives the same deal everywhere.</source>
        <translation>Spelnummer (0 tot {max}).
Hetzelfde nummer geeft overal hetzelfde spel.</translation>
    </message>
    <message>
        <source>Deal number</source>
        <translation>Spelnummer</translation>
    </message>
    <message>
        <source>Type a whole number from 0 to {max}.</source>
        <translation>Typ een geheel getal van 0 tot {max}.</translation>
    </message>
</context>
<context>
    <name>FinishAction</name>
    <message>
        <source>F&amp;inish</source>
        <translation>&amp;Afmaken</translation>
    </message>
    <message>
        <source>Play the rest of the game to the foundations (once the stock is used up and the solver proves the game won)</source>
        <translation>Speel de rest van het spel naar de basisstapels (zodra de voorraad op is en de oplosser bewijst dat het spel gewonnen is)</translation>
    </message>
    <message>
        <source>Finish</source>
        <comment>toolbar</comment>
        <translation>Afmaken</translation>
    </message>
    <message numerus="yes">
        <source>Finish plays the rest once the stock is used up; %n card(s) still to come.</source>
        <translation>
            <numerusform>Afmaken speelt de rest zodra de voorraad op is; nog %n kaart te gaan.</numerusform>
            <numerusform>Afmaken speelt de rest zodra de voorraad op is; nog %n kaarten te gaan.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Het spel is voorbij.</translation>
    </message>
    <message>
        <source>The game cannot be finished: the solver proved that no line wins from here.</source>
        <translation>Het spel kan niet worden afgemaakt: de oplosser heeft bewezen dat geen enkele speelwijze vanaf hier wint.</translation>
    </message>
    <message>
        <source>The solver could not decide whether this game can be finished.</source>
        <translation>De oplosser kon niet beslissen of dit spel kan worden afgemaakt.</translation>
    </message>
    <message>
        <source>Finishing the game: the solver proved it won.</source>
        <translation>Het spel wordt afgemaakt: de oplosser heeft bewezen dat het gewonnen is.</translation>
    </message>
    <message>
        <source>Finishing stopped.</source>
        <translation>Afmaken gestopt.</translation>
    </message>
</context>
<context>
    <name>Game</name>
    <message>
        <source>Calculation</source>
        <translation>Berekening</translation>
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
        <translation>Tijd: {time}</translation>
    </message>
    <message>
        <source>Show the game's t&amp;ime in the status bar</source>
        <translation>De speel&amp;tijd in de statusbalk tonen</translation>
    </message>
</context>
<context>
    <name>GameLock</name>
    <message>
        <source>Calculation is already open in another window, which keeps its own game in progress, so this window's game will not be saved for next time. Its results still count in your statistics.</source>
        <translation>Berekening is al geopend in een ander venster, dat zijn eigen lopende spel bewaart; het spel van dit venster wordt dus niet bewaard voor de volgende keer. De uitslagen tellen wel mee in je statistieken.</translation>
    </message>
    <message>
        <source>Resumed after an unexpected stop.</source>
        <translation>Hervat na een onverwachte stop.</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <source>Show the next move of a winning line (the solver looks for one)</source>
        <translation>De volgende zet van een winnende speelwijze tonen (de oplosser zoekt er een)</translation>
    </message>
    <message>
        <source>The game is won.</source>
        <translation>Het spel is gewonnen.</translation>
    </message>
    <message>
        <source>Looking for a winning line…</source>
        <translation>Een winnende speelwijze zoeken…</translation>
    </message>
    <message>
        <source>Hint: the solver could not decide in time.</source>
        <translation>Tip: de oplosser kon niet op tijd beslissen.</translation>
    </message>
    <message>
        <source>The solver &lt;b&gt;could not decide&lt;/b&gt; whether this position can still be won.</source>
        <translation>De oplosser &lt;b&gt;kon niet beslissen&lt;/b&gt; of deze stand nog te winnen is.</translation>
    </message>
    <message>
        <source>Hint: {move}.</source>
        <translation>Tip: {move}.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Ongedaan maken</translation>
    </message>
    <message>
        <source>Suggest</source>
        <translation>Advies</translation>
    </message>
    <message>
        <source>&lt;b&gt;The deal is lost from here&lt;/b&gt;: the solver proved that no line of play wins. &lt;b&gt;Suggest&lt;/b&gt; (S) shows the best try: it does not know the stock, so it plays the odds of the cards to come.</source>
        <translation>&lt;b&gt;Het spel is vanaf hier verloren&lt;/b&gt;: de oplosser heeft bewezen dat geen enkele speelwijze wint. &lt;b&gt;Advies&lt;/b&gt; (S) toont de beste poging: het kent de voorraad niet en speelt dus op de kansen van de kaarten die nog komen.</translation>
    </message>
    <message>
        <source>Hint: the deal is lost from here. Suggest (S) shows the best try.</source>
        <translation>Tip: het spel is vanaf hier verloren. Advies (S) toont de beste poging.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The deal is lost from here&lt;/b&gt;: the solver proved that no line of play wins.</source>
        <translation>&lt;b&gt;Het spel is vanaf hier verloren&lt;/b&gt;: de oplosser heeft bewezen dat geen enkele speelwijze wint.</translation>
    </message>
    <message>
        <source>Hint: the deal is lost from here.</source>
        <translation>Tip: het spel is vanaf hier verloren.</translation>
    </message>
</context>
<context>
    <name>KeyboardCursor</name>
    <message>
        <source>{0}, onto {1}</source>
        <translation>{0}, op {1}</translation>
    </message>
    <message>
        <source>Enter or Space drops it there; Tab chooses another pile; Escape puts it back.</source>
        <translation>Enter of spatie legt de kaart hier neer; Tab kiest een andere stapel; Escape legt haar terug.</translation>
    </message>
    <message>
        <source>{0}, the turned card</source>
        <translation>{0}, de omgedraaide kaart</translation>
    </message>
    <message>
        <source>{0}, top of {1}</source>
        <translation>{0}, bovenop {1}</translation>
    </message>
    <message>
        <source>Goes to {0} or any waste pile.</source>
        <translation>Gaat naar {0} of naar een willekeurige aflegstapel.</translation>
    </message>
    <message>
        <source>Goes to {0}.</source>
        <translation>Gaat naar {0}.</translation>
    </message>
    <message>
        <source>Goes to any waste pile.</source>
        <translation>Gaat naar een willekeurige aflegstapel.</translation>
    </message>
    <message>
        <source>Enter or Space picks it up.</source>
        <translation>Enter of spatie pakt de kaart op.</translation>
    </message>
</context>
<context>
    <name>LanguageBox</name>
    <message>
        <source>Language</source>
        <translation>Taal</translation>
    </message>
    <message>
        <source>System ({language})</source>
        <translation>Systeem ({language})</translation>
    </message>
    <message>
        <source>The new language applies the next time Calculation starts.</source>
        <translation>De nieuwe taal geldt vanaf de volgende keer dat Berekening start.</translation>
    </message>
    <message>
        <source>A new choice applies the next time Calculation starts.</source>
        <translation>Een nieuwe keuze geldt vanaf de volgende keer dat Berekening start.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>This game has %n waste pile(s).</source>
        <translation>
            <numerusform>Dit spel heeft %n aflegstapel.</numerusform>
            <numerusform>Dit spel heeft %n aflegstapels.</numerusform>
        </translation>
    </message>
    <message>
        <source>The stock is used up.</source>
        <translation>De voorraad is op.</translation>
    </message>
    <message>
        <source>Waste pile {pile} is empty.</source>
        <translation>Aflegstapel {pile} is leeg.</translation>
    </message>
    <message>
        <source>Calculation</source>
        <translation>Berekening</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Speeltafel</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>Niets om ongedaan te maken.</translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <translation>Niets om opnieuw te doen.</translation>
    </message>
    <message>
        <source>Not allowed: {reason}.</source>
        <translation>Niet toegestaan: {reason}.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;You won!&lt;/b&gt; All 52 cards are on the foundations in %n move(s).</source>
        <translation>
            <numerusform>&lt;b&gt;Gewonnen!&lt;/b&gt; Alle 52 kaarten liggen in %n zet op de basisstapels.</numerusform>
            <numerusform>&lt;b&gt;Gewonnen!&lt;/b&gt; Alle 52 kaarten liggen in %n zetten op de basisstapels.</numerusform>
        </translation>
    </message>
    <message>
        <source>New deal</source>
        <translation>Nieuw spel</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Blocked.&lt;/b&gt; The stock is used up and no waste-pile top fits a foundation (%n card(s) left).</source>
        <translation>
            <numerusform>&lt;b&gt;Vastgelopen.&lt;/b&gt; De voorraad is op en geen bovenste kaart van een aflegstapel past op een basisstapel (nog %n kaart over).</numerusform>
            <numerusform>&lt;b&gt;Vastgelopen.&lt;/b&gt; De voorraad is op en geen bovenste kaart van een aflegstapel past op een basisstapel (nog %n kaarten over).</numerusform>
        </translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Ongedaan maken</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Herstarten</translation>
    </message>
    <message>
        <source>Daily deal {date}</source>
        <translation>Spel van de dag {date}</translation>
    </message>
    <message>
        <source>{variant} — {deal}</source>
        <translation>{variant} — {deal}</translation>
    </message>
    <message>
        <source>Hand-made deck</source>
        <translation>Zelfgemaakt kaartspel</translation>
    </message>
    <message>
        <source>Autoplay is off: double-click or drag the card, or use the keys (see Help → Rules).</source>
        <translation>Automatisch spelen staat uit: dubbelklik of sleep de kaart, of gebruik de toetsen (zie Help → Regels).</translation>
    </message>
    <message>
        <source>Deal {number}</source>
        <translation>Spel {number}</translation>
    </message>
    <message>
        <source>Stock: {count}</source>
        <translation>Voorraad: {count}</translation>
    </message>
    <message>
        <source>Moves: {count}</source>
        <translation>Zetten: {count}</translation>
    </message>
    <message>
        <source>&amp;New deal</source>
        <translation>&amp;Nieuw spel</translation>
    </message>
    <message>
        <source>Deal a new game</source>
        <translation>Een nieuw spel delen</translation>
    </message>
    <message>
        <source>&amp;Restart deal</source>
        <translation>Spel &amp;herstarten</translation>
    </message>
    <message>
        <source>Start this deal again from the beginning</source>
        <translation>Dit spel opnieuw vanaf het begin spelen</translation>
    </message>
    <message>
        <source>Deal by n&amp;umber…</source>
        <translation>Spel op n&amp;ummer…</translation>
    </message>
    <message>
        <source>Play a deal given by its number</source>
        <translation>Een spel spelen aan de hand van zijn nummer</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistieken…</translation>
    </message>
    <message>
        <source>Games played, won and lost</source>
        <translation>Gespeelde, gewonnen en verloren spellen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Afsluiten</translation>
    </message>
    <message>
        <source>Quit Calculation</source>
        <translation>Berekening afsluiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Ongedaan maken</translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <translation>De laatste zet terugnemen</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Opnie&amp;uw</translation>
    </message>
    <message>
        <source>Play the undone move again</source>
        <translation>De ongedaan gemaakte zet opnieuw spelen</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tip</translation>
    </message>
    <message>
        <source>Show a good move</source>
        <translation>Een goede zet tonen</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Instellingen…</translation>
    </message>
    <message>
        <source>Game, waste piles, autoplay, animation, language</source>
        <translation>Spel, aflegstapels, automatisch spelen, animatie, taal</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regels</translation>
    </message>
    <message>
        <source>The rules of the current game</source>
        <translation>De regels van het huidige spel</translation>
    </message>
    <message>
        <source>&amp;About Calculation</source>
        <translation>&amp;Over Berekening</translation>
    </message>
    <message>
        <source>Version and licence</source>
        <translation>Versie en licentie</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>Volledig &amp;scherm</translation>
    </message>
    <message>
        <source>Show the table on the whole screen, or in a window again</source>
        <translation>De tafel op het hele scherm tonen, of weer in een venster</translation>
    </message>
    <message>
        <source>New deal</source>
        <comment>toolbar</comment>
        <translation>Nieuw</translation>
    </message>
    <message>
        <source>Restart deal</source>
        <comment>toolbar</comment>
        <translation>Herstarten</translation>
    </message>
    <message>
        <source>Settings</source>
        <comment>toolbar</comment>
        <translation>Opties</translation>
    </message>
    <message>
        <source>Undo</source>
        <comment>toolbar</comment>
        <translation>Terug</translation>
    </message>
    <message>
        <source>Redo</source>
        <comment>toolbar</comment>
        <translation>Opnieuw</translation>
    </message>
    <message>
        <source>Hint</source>
        <comment>toolbar</comment>
        <translation>Tip</translation>
    </message>
    <message>
        <source>Turned card to waste pile &amp;{pile}</source>
        <translation>Omgedraaide kaart naar aflegstapel &amp;{pile}</translation>
    </message>
    <message>
        <source>Turned card to a &amp;foundation</source>
        <translation>Omgedraaide kaart naar een &amp;basisstapel</translation>
    </message>
    <message>
        <source>Waste pile {pile} to a foundation</source>
        <translation>Aflegstapel {pile} naar een basisstapel</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>Be&amp;werken</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Zetten</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hulp</translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <translation>Hoofdwerkbalk</translation>
    </message>
    <message>
        <source>C&amp;hoose game</source>
        <translation>Spel &amp;kiezen</translation>
    </message>
    <message>
        <source>Play another game or another form of it: a new deal of it</source>
        <translation>Een ander spel of een andere vorm ervan spelen: er wordt opnieuw gedeeld</translation>
    </message>
    <message>
        <source>Game</source>
        <comment>toolbar</comment>
        <translation>Spel</translation>
    </message>
</context>
<context>
    <name>MenuEntry</name>
    <message>
        <source>Patience Game</source>
        <translation>Patiencespel</translation>
    </message>
    <message>
        <source>Play Calculation, Sir Tommy and Strategy: patience games for people who like to think ahead</source>
        <translation>Speel Berekening, Sir Tommy en Strategie: patiencespellen voor wie graag vooruitdenkt</translation>
    </message>
    <message>
        <source>patience;solitaire;cards;calculation;broken intervals;sir tommy;strategy;</source>
        <translation>patience;solitaire;kaarten;berekening;sir tommy;strategie;</translation>
    </message>
    <message>
        <source>Patience games for people who like to think ahead</source>
        <translation>Patiencespellen voor wie graag vooruitdenkt</translation>
    </message>
</context>
<context>
    <name>Move</name>
    <message>
        <source>{card} to foundation {number}</source>
        <translation>{card} naar basisstapel {number}</translation>
    </message>
    <message>
        <source>{card} to waste pile {number}</source>
        <translation>{card} naar aflegstapel {number}</translation>
    </message>
</context>
<context>
    <name>Number</name>
    <message>
        <source>{value}%</source>
        <extracomment>A percentage: {value} is the number, written the locale's way (French puts a space before %).</extracomment>
        <translation>{value}%</translation>
    </message>
</context>
<context>
    <name>Persistence</name>
    <message>
        <source>The demo played in this game: demo games are not counted in the statistics.</source>
        <translation>De demo speelde mee in dit spel: demospellen tellen niet mee in de statistieken.</translation>
    </message>
    <message>
        <source>This game was counted as lost already: another Calculation window left it unfinished, so this win does not count.</source>
        <translation>Dit spel is al als verloren geteld: een ander venster van Berekening heeft het onafgemaakt verlaten, dus deze overwinning telt niet.</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>No foundation wants the {card} now.</source>
        <translation>Geen basisstapel neemt nu de {card}.</translation>
    </message>
    <message>
        <source>The foundations wait for the stock: while it lasts, only an Ace from the stock may go up.</source>
        <translation>De basisstapels wachten tot de voorraad op is: zolang die duurt, mag alleen een aas uit de voorraad omhoog.</translation>
    </message>
    <message>
        <source>There is no card to move there.</source>
        <translation>Er is daar geen kaart om te verplaatsen.</translation>
    </message>
    <message>
        <source>A card never moves from one waste pile to another: a waste pile's top card goes only to a foundation.</source>
        <translation>Een kaart gaat nooit van de ene aflegstapel naar de andere: de bovenste kaart van een aflegstapel gaat alleen naar een basisstapel.</translation>
    </message>
    <message>
        <source>The {card} cannot go there.</source>
        <translation>De {card} kan daar niet heen.</translation>
    </message>
    <message>
        <source>Nothing goes back to the stock.</source>
        <translation>Er gaat niets terug naar de voorraad.</translation>
    </message>
    <message>
        <source>Foundation {k} is complete; foundation {other} takes the {card}.</source>
        <translation>Basisstapel {k} is vol; basisstapel {other} neemt de {card}.</translation>
    </message>
    <message>
        <source>Foundation {k} follows its own suit; foundation {other} takes the {card}.</source>
        <translation>Basisstapel {k} volgt zijn eigen kleur; basisstapel {other} neemt de {card}.</translation>
    </message>
    <message>
        <source>Foundation {k} wants {rank} next, not the {card}; foundation {other} takes it.</source>
        <translation>Basisstapel {k} wil nu {rank}, niet de {card}; basisstapel {other} neemt die.</translation>
    </message>
    <message>
        <source>Cards on a foundation stay there: the {card} cannot move.</source>
        <translation>Kaarten op een basisstapel blijven daar: de {card} kan niet bewegen.</translation>
    </message>
    <message>
        <source>The stock is turned one card at a time: play the turned card first.</source>
        <translation>De voorraad wordt kaart voor kaart omgedraaid: speel eerst de omgedraaide kaart.</translation>
    </message>
    <message>
        <source>Only the top card of a waste pile moves: the {card} is covered.</source>
        <translation>Alleen de bovenste kaart van een aflegstapel beweegt: de {card} ligt eronder.</translation>
    </message>
    <message>
        <source>The game is over: nothing moves any more.</source>
        <translation>Het spel is voorbij: er beweegt niets meer.</translation>
    </message>
    <message>
        <source>an Ace</source>
        <translation>een aas</translation>
    </message>
    <message>
        <source>a Two</source>
        <translation>een twee</translation>
    </message>
    <message>
        <source>a Three</source>
        <translation>een drie</translation>
    </message>
    <message>
        <source>a Four</source>
        <translation>een vier</translation>
    </message>
    <message>
        <source>a Five</source>
        <translation>een vijf</translation>
    </message>
    <message>
        <source>a Six</source>
        <translation>een zes</translation>
    </message>
    <message>
        <source>a Seven</source>
        <translation>een zeven</translation>
    </message>
    <message>
        <source>an Eight</source>
        <translation>een acht</translation>
    </message>
    <message>
        <source>a Nine</source>
        <translation>een negen</translation>
    </message>
    <message>
        <source>a Ten</source>
        <translation>een tien</translation>
    </message>
    <message>
        <source>a Jack</source>
        <translation>een boer</translation>
    </message>
    <message>
        <source>a Queen</source>
        <translation>een vrouw</translation>
    </message>
    <message>
        <source>a King</source>
        <translation>een heer</translation>
    </message>
    <message>
        <source>cards never leave a foundation</source>
        <translation>kaarten verlaten nooit een basisstapel</translation>
    </message>
    <message>
        <source>the stock is empty</source>
        <translation>de voorraad is leeg</translation>
    </message>
    <message>
        <source>there is no waste pile {number} (this game has {count})</source>
        <translation>er is geen aflegstapel {number} (dit spel heeft er {count})</translation>
    </message>
    <message>
        <source>waste pile {number} is empty</source>
        <translation>aflegstapel {number} is leeg</translation>
    </message>
    <message>
        <source>unknown source pile</source>
        <translation>onbekende bronstapel</translation>
    </message>
    <message>
        <source>nothing goes back to the stock</source>
        <translation>er gaat niets terug naar de voorraad</translation>
    </message>
    <message>
        <source>a card never moves from one waste pile to another</source>
        <translation>een kaart gaat nooit van de ene aflegstapel naar de andere</translation>
    </message>
    <message>
        <source>there is no foundation {number}</source>
        <translation>er is geen basisstapel {number}</translation>
    </message>
    <message>
        <source>foundation {number} is complete</source>
        <translation>basisstapel {number} is vol</translation>
    </message>
    <message>
        <source>no waste card goes to a foundation while the stock lasts</source>
        <translation>geen kaart van een aflegstapel gaat naar een basisstapel zolang de voorraad duurt</translation>
    </message>
    <message>
        <source>foundation {number} takes no card after its first while the stock lasts</source>
        <translation>basisstapel {number} neemt na zijn eerste kaart geen kaart meer zolang de voorraad duurt</translation>
    </message>
    <message>
        <source>foundation {number} is empty and starts with {rank}, not {card}</source>
        <translation>basisstapel {number} is leeg en begint met {rank}, niet met de {card}</translation>
    </message>
    <message>
        <source>foundation {number} follows {suit}: it wants {rank} of that suit, not {card}</source>
        <translation>basisstapel {number} volgt de kleur {suit}: hij wil {rank} van die kleur, niet de {card}</translation>
    </message>
    <message>
        <source>foundation {number} wants {rank}, not {card}</source>
        <translation>basisstapel {number} wil {rank}, niet de {card}</translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message numerus="yes">
        <source>The winning line: %n move(s). Press Play, or Next to step through it.</source>
        <translation>
            <numerusform>De winnende speelwijze: %n zet. Druk op Afspelen, of op Volgende om hem stap voor stap te volgen.</numerusform>
            <numerusform>De winnende speelwijze: %n zetten. Druk op Afspelen, of op Volgende om hem stap voor stap te volgen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Replay table</source>
        <translation>Tafel van de herhaling</translation>
    </message>
    <message>
        <source>Replay move</source>
        <translation>Herhaalde zet</translation>
    </message>
    <message>
        <source>Violet ring: the card just played. Yellow: the next move, which Next plays.</source>
        <translation>Paarse ring: de zojuist gespeelde kaart. Geel: de volgende zet, die Volgende speelt.</translation>
    </message>
    <message>
        <source>◀ &amp;Back</source>
        <translation>◀ &amp;Terug</translation>
    </message>
    <message>
        <source>&amp;Next ▶</source>
        <translation>&amp;Volgende ▶</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Afspelen</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Sluiten</translation>
    </message>
    <message>
        <source>{intro} Next (highlighted): {move}.</source>
        <translation>{intro} Volgende (gemarkeerd): {move}.</translation>
    </message>
    <message>
        <source>Move {index} of {count}: {move}. Next (highlighted): {next}.</source>
        <translation>Zet {index} van {count}: {move}. Volgende (gemarkeerd): {next}.</translation>
    </message>
    <message>
        <source>Move {index} of {count}: {move} — all 52 cards are on the foundations.</source>
        <translation>Zet {index} van {count}: {move} — alle 52 kaarten liggen op de basisstapels.</translation>
    </message>
    <message>
        <source>Move {index} of {count}: {move}</source>
        <translation>Zet {index} van {count}: {move}</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pauze</translation>
    </message>
</context>
<context>
    <name>ReviewActions</name>
    <message>
        <source>Re&amp;view game…</source>
        <translation>Spel anal&amp;yseren…</translation>
    </message>
    <message>
        <source>The Advisor's winning chance after every move, the moves that lowered it and the solver's verdict</source>
        <translation>De winkans van de adviseur na elke zet, de zetten die hem verlaagden en het oordeel van de oplosser</translation>
    </message>
    <message>
        <source>Review a re&amp;cent game</source>
        <translation>Een &amp;recent spel analyseren</translation>
    </message>
    <message>
        <source>Make a move first: there is nothing to review yet.</source>
        <translation>Doe eerst een zet: er is nog niets te analyseren.</translation>
    </message>
    <message>
        <source>won after move {moves}</source>
        <translation>gewonnen na zet {moves}</translation>
    </message>
    <message>
        <source>abandoned after move {moves}</source>
        <translation>opgegeven na zet {moves}</translation>
    </message>
    <message>
        <source>lost after move {moves}</source>
        <translation>verloren na zet {moves}</translation>
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
        <translation>Nog geen spel opgeslagen</translation>
    </message>
    <message>
        <source>Review cancelled.</source>
        <translation>Analyse geannuleerd.</translation>
    </message>
    <message>
        <source>The review failed: {reason}</source>
        <translation>De analyse is mislukt: {reason}</translation>
    </message>
</context>
<context>
    <name>ReviewChart</name>
    <message>
        <source>the Advisor's chance</source>
        <translation>de kans van de adviseur</translation>
    </message>
    <message>
        <source>the position on the board</source>
        <translation>de stand op tafel</translation>
    </message>
    <message>
        <source>a move that lost chance</source>
        <translation>een zet die kans verloor</translation>
    </message>
    <message>
        <source>shaded: no line of play wins any more</source>
        <translation>gearceerd: geen enkele speelwijze wint meer</translation>
    </message>
    <message>
        <source>Winning chance chart</source>
        <translation>Grafiek van de winkans</translation>
    </message>
    <message>
        <source>The Advisor's winning chance after each move; click to see that position</source>
        <translation>De winkans van de adviseur na elke zet; klik om die stand te zien</translation>
    </message>
    <message>
        <source>The Advisor's winning chance after each move</source>
        <translation>De winkans van de adviseur na elke zet</translation>
    </message>
    <message>
        <source>start</source>
        <translation>begin</translation>
    </message>
    <message>
        <source>move {number}</source>
        <translation>zet {number}</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <source>You won this deal.</source>
        <translation>Je hebt dit spel gewonnen.</translation>
    </message>
    <message>
        <source>Move {number}: {played} kept {kept}; {better} would have kept {better_kept}.</source>
        <translation>Zet {number}: {played} hield {kept}; {better} had {better_kept} gehouden.</translation>
    </message>
    <message>
        <source>With the cards' order known, no line of play wins this deal (the solver proved it).</source>
        <translation>Met de volgorde van de kaarten bekend wint geen speelwijze dit spel (de oplosser bewees het).</translation>
    </message>
    <message>
        <source>This deal is still winnable: after move {last} a winning line remains.</source>
        <translation>Dit spel is nog winbaar: na zet {last} blijft er een winnende speelwijze.</translation>
    </message>
    <message>
        <source>This deal was winnable at least until move {last}; the solver could not decide the positions after it in time.</source>
        <translation>Dit spel was winbaar tot minstens zet {last}; de oplosser kon de standen daarna niet op tijd beoordelen.</translation>
    </message>
    <message>
        <source>The solver proved the position after move {lost} lost, but could not decide the earlier ones in time.</source>
        <translation>De oplosser heeft bewezen dat de stand na zet {lost} verloren is, maar kon de eerdere niet op tijd beoordelen.</translation>
    </message>
    <message>
        <source>The solver could not decide in time whether this deal was winnable.</source>
        <translation>De oplosser kon niet op tijd beslissen of dit spel winbaar was.</translation>
    </message>
    <message>
        <source>{kept} is the chance as the move was made; then the next card turned up, making it {chance}.</source>
        <translation>{kept} is de kans op het moment van de zet; daarna kwam de volgende kaart boven en werd het {chance}.</translation>
    </message>
    <message>
        <source>With the cards' order known, the deal could still be won before move {lost}; after it no line of play wins.</source>
        <translation>Met de volgorde van de kaarten bekend was het spel vóór zet {lost} nog te winnen; daarna wint geen speelwijze.</translation>
    </message>
    <message>
        <source>From what you could see, no move of yours lost more chance than the estimate's noise.</source>
        <translation>Naar wat u kon zien verloor geen van uw zetten meer kans dan de ruis van de schatting.</translation>
    </message>
    <message>
        <source>From what you could see, moves that lost more chance than the estimate's noise: {count}; the most, move {number}: {kept} instead of {better_kept}.</source>
        <translation>Naar wat u kon zien, zetten die meer kans verloren dan de ruis van de schatting: {count}; het meest zet {number}: {kept} in plaats van {better_kept}.</translation>
    </message>
    <message>
        <source>Riskier than needed: you won, but each of these moves lowered the Advisor's chance by more than the noise (click one to see it):</source>
        <translation>Riskanter dan nodig: u won, maar elk van deze zetten verlaagde de kans van de adviseur met meer dan de ruis (klik er een aan om hem te zien):</translation>
    </message>
    <message>
        <source>Biggest mistakes: the moves that lowered the Advisor's chance the most (click one to see it):</source>
        <translation>Grootste fouten: de zetten die de kans van de adviseur het meest verlaagden (klik er een aan om hem te zien):</translation>
    </message>
    <message>
        <source>The deal as dealt: the Advisor's chance {chance}.</source>
        <translation>Het spel zoals gedeeld: kans van de adviseur {chance}.</translation>
    </message>
    <message>
        <source>After move {index}: the Advisor's chance {chance}.</source>
        <translation>Na zet {index}: kans van de adviseur {chance}.</translation>
    </message>
    <message>
        <source>With the cards' order known, this move lost the deal: no line of play wins from here.</source>
        <translation>Met de volgorde van de kaarten bekend verloor deze zet het spel: vanaf hier wint geen speelwijze.</translation>
    </message>
    <message>
        <source>With the cards' order known, no line of play wins from here.</source>
        <translation>Met de volgorde van de kaarten bekend wint vanaf hier geen speelwijze.</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Oordeel</translation>
    </message>
    <message>
        <source>Review progress</source>
        <translation>Voortgang van de analyse</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>Chart legend</source>
        <translation>Legenda van de grafiek</translation>
    </message>
    <message>
        <source>Moves that lost chance</source>
        <translation>Zetten die kans verloren</translation>
    </message>
    <message>
        <source>The deal as dealt. Click the chart or a move in the list, or press Next.</source>
        <translation>Het spel zoals het gedeeld is. Klik op de grafiek of op een zet in de lijst, of druk op Volgende.</translation>
    </message>
    <message>
        <source>Reviewing the game: the Advisor's chance after every move, then the solver's verdict.</source>
        <translation>Het spel wordt nagekeken: de kans van de adviseur na elke zet, dan het oordeel van de oplosser.</translation>
    </message>
    <message>
        <source>Chance: how often the Advisor (Suggest) wins from a position. Like you, it does not know the order of the cards still in the stock; its trials of random orders are calibrated against its own games, so the chance reads as odds. Hint's solver, which knows the order, answers another question: whether a winning line exists.</source>
        <translation>Kans: hoe vaak de adviseur (Advies) vanuit een stand wint. Net als u kent hij de volgorde van de kaarten in de stapel niet; zijn proeven met willekeurige volgordes zijn geijkt op zijn eigen spellen, dus de kans leest als uw kansen. De oplosser van Tip, die de volgorde kent, beantwoordt een andere vraag: of er een winnende speelwijze bestaat.</translation>
    </message>
    <message>
        <source>The position shown</source>
        <translation>De getoonde stand</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Sluiten</translation>
    </message>
    <message>
        <source>Reviewing… %p%</source>
        <translation>Analyseren… %p%</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>by ones</source>
        <translation>per één</translation>
    </message>
    <message>
        <source>by twos</source>
        <translation>per twee</translation>
    </message>
    <message>
        <source>by threes</source>
        <translation>per drie</translation>
    </message>
    <message>
        <source>by fours</source>
        <translation>per vier</translation>
    </message>
    <message>
        <source>{step}, first card {rank}, placed before play</source>
        <translation>{step}, eerste kaart {rank}, voor het spel gelegd</translation>
    </message>
    <message>
        <source>{step}, first card {rank}, when one turns up</source>
        <translation>{step}, eerste kaart {rank}, zodra er een verschijnt</translation>
    </message>
    <message>
        <source>{step}, first card {rank}, then its suit only</source>
        <translation>{step}, eerste kaart {rank}, daarna alleen zijn kleur</translation>
    </message>
    <message>
        <source>{step}, first card {rank}, placed before play, then its suit only</source>
        <translation>{step}, eerste kaart {rank}, voor het spel gelegd, daarna alleen zijn kleur</translation>
    </message>
    <message>
        <source>by steps of {step}</source>
        <translation>in stappen van {step}</translation>
    </message>
    <message>
        <source>Foundation</source>
        <translation>Basisstapel</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Stap</translation>
    </message>
    <message>
        <source>Four foundations build at once: the first by ones, the second by twos, the third by threes and the fourth by fours, counting past the King back to the Ace (13 wraps round to 1). Suits never matter. Before play, the first Ace, Two, Three and Four of the deck are laid out as the foundations' bases.</source>
        <translation>Vier basisstapels worden tegelijk opgebouwd: de eerste per één, de tweede per twee, de derde per drie en de vierde per vier, na de heer weer verder vanaf de aas (na 13 komt weer 1). Kleuren doen er nooit toe. Voor het spel worden de eerste aas, twee, drie en vier van het kaartspel als begin van de basisstapels gelegd.</translation>
    </message>
    <message>
        <source>Four foundations build at once: the first by ones, the second by twos, the third by threes and the fourth by fours, counting past the King back to the Ace (13 wraps round to 1). Suits never matter. All four foundations start &lt;b&gt;empty&lt;/b&gt;: foundation 1 can only be started with an Ace, foundation 2 with a Two, foundation 3 with a Three and foundation 4 with a Four, when one turns up.</source>
        <translation>Vier basisstapels worden tegelijk opgebouwd: de eerste per één, de tweede per twee, de derde per drie en de vierde per vier, na de heer weer verder vanaf de aas (na 13 komt weer 1). Kleuren doen er nooit toe. Alle vier de basisstapels beginnen &lt;b&gt;leeg&lt;/b&gt;: basisstapel 1 kan alleen met een aas beginnen, basisstapel 2 met een twee, basisstapel 3 met een drie en basisstapel 4 met een vier, zodra er een verschijnt.</translation>
    </message>
    <message>
        <source>Four foundations build up by ones from Ace to King. Suits never matter. Each foundation starts empty; any Ace may start any empty foundation.</source>
        <translation>Vier basisstapels worden per één opgebouwd van aas tot heer. Kleuren doen er nooit toe. Elke basisstapel begint leeg; elke aas mag elke lege basisstapel beginnen.</translation>
    </message>
    <message>
        <source>Four foundations build up by ones from Ace to King, each in &lt;b&gt;one suit&lt;/b&gt;: the suit of the Ace that started it. Each foundation starts empty; any Ace may start any empty foundation.</source>
        <translation>Vier basisstapels worden per één opgebouwd van aas tot heer, elk in &lt;b&gt;één kleur&lt;/b&gt;: de kleur van de aas waarmee hij begon. Elke basisstapel begint leeg; elke aas mag elke lege basisstapel beginnen.</translation>
    </message>
    <message>
        <source>The game as the classic books give it. Four foundations build up by ones from Ace to King, each in &lt;b&gt;one suit&lt;/b&gt;: the suit of the Ace that started it, and there are &lt;b&gt;eight&lt;/b&gt; waste piles. &lt;b&gt;While the stock lasts&lt;/b&gt;, only an Ace may go up (any Ace starts any empty foundation); every other card goes onto a waste pile, and no waste-pile card may move. Once the stock is used up, the waste-pile tops build on the foundations.</source>
        <translation>Het spel zoals de klassieke boeken het geven. Vier basisstapels worden per één opgebouwd van aas tot heer, elk in &lt;b&gt;één kleur&lt;/b&gt;: de kleur van de aas waarmee hij begon, en er zijn &lt;b&gt;acht&lt;/b&gt; aflegstapels. &lt;b&gt;Zolang de voorraad duurt&lt;/b&gt;, mag alleen een aas omhoog (elke aas begint elke lege basisstapel); elke andere kaart gaat op een aflegstapel, en geen kaart van een aflegstapel mag bewegen. Zodra de voorraad op is, gaan de bovenste kaarten van de aflegstapels naar de basisstapels.</translation>
    </message>
    <message>
        <source>&lt;p&gt;Every foundation takes exactly 13 cards and ends on a King.&lt;/p&gt;&lt;h3&gt;Play&lt;/h3&gt;&lt;p&gt;The stock is turned one card at a time, in a single pass (no redeal). The turned card must be placed before the next one is turned: on a foundation that wants it, or on any of the &lt;b&gt;{piles}&lt;/b&gt; waste piles, whatever its rank. The top card of a waste pile may go to a foundation that wants it at any time. Nothing else moves: never from one waste pile to another, never off a foundation.&lt;/p&gt;&lt;p&gt;The skill is in the waste piles: they are stacks you can only take from the top, so put cards that will be wanted late under cards that will be wanted soon.&lt;/p&gt;&lt;h3&gt;End&lt;/h3&gt;&lt;p&gt;You win when all 52 cards are on the foundations. The game is lost (blocked) when the stock is used up and no waste-pile top fits any foundation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Elke basisstapel neemt precies 13 kaarten en eindigt op een heer.&lt;/p&gt;&lt;h3&gt;Spelen&lt;/h3&gt;&lt;p&gt;De voorraad wordt kaart voor kaart omgedraaid, in één ronde (niet opnieuw delen). De omgedraaide kaart moet worden gelegd voordat de volgende wordt omgedraaid: op een basisstapel die haar wil, of op een van de &lt;b&gt;{piles}&lt;/b&gt; aflegstapels, wat haar waarde ook is. De bovenste kaart van een aflegstapel mag op elk moment naar een basisstapel die haar wil. Verder beweegt er niets: nooit van de ene aflegstapel naar de andere, nooit van een basisstapel af.&lt;/p&gt;&lt;p&gt;De kunst zit in de aflegstapels: je kunt er alleen de bovenste kaart van pakken, dus leg kaarten die pas laat nodig zijn onder kaarten die snel nodig zijn.&lt;/p&gt;&lt;h3&gt;Einde&lt;/h3&gt;&lt;p&gt;Je wint als alle 52 kaarten op de basisstapels liggen. Het spel is verloren (vastgelopen) als de voorraad op is en geen bovenste kaart van een aflegstapel op een basisstapel past.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Every foundation takes exactly 13 cards and ends on a King.&lt;/p&gt;&lt;h3&gt;Play&lt;/h3&gt;&lt;p&gt;The stock is turned one card at a time, in a single pass (no redeal). The turned card must be placed before the next one is turned: an Ace on an empty foundation, any other card on any of the &lt;b&gt;{piles}&lt;/b&gt; waste piles, whatever its rank. While the stock lasts, no waste-pile card moves. Once the stock is used up, the top card of a waste pile may go to a foundation that wants it. Nothing else moves: never from one waste pile to another, never off a foundation.&lt;/p&gt;&lt;p&gt;The skill is in the waste piles: they are stacks you can only take from the top, so put cards that will be wanted late under cards that will be wanted soon.&lt;/p&gt;&lt;h3&gt;End&lt;/h3&gt;&lt;p&gt;You win when all 52 cards are on the foundations. The game is lost (blocked) when the stock is used up and no waste-pile top fits any foundation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Elke basisstapel neemt precies 13 kaarten en eindigt op een heer.&lt;/p&gt;&lt;h3&gt;Spelen&lt;/h3&gt;&lt;p&gt;De voorraad wordt kaart voor kaart omgedraaid, in één ronde (niet opnieuw delen). De omgedraaide kaart moet worden gelegd voordat de volgende wordt omgedraaid: een aas op een lege basisstapel, elke andere kaart op een van de &lt;b&gt;{piles}&lt;/b&gt; aflegstapels, wat haar waarde ook is. Zolang de voorraad duurt, beweegt geen kaart van een aflegstapel. Is de voorraad op, dan mag de bovenste kaart van een aflegstapel naar een basisstapel die haar wil. Verder beweegt er niets: nooit van de ene aflegstapel naar de andere, nooit van een basisstapel af.&lt;/p&gt;&lt;p&gt;De kunst zit in de aflegstapels: je kunt er alleen de bovenste kaart van pakken, dus leg kaarten die pas laat nodig zijn onder kaarten die snel nodig zijn.&lt;/p&gt;&lt;h3&gt;Einde&lt;/h3&gt;&lt;p&gt;Je wint als alle 52 kaarten op de basisstapels liggen. Het spel is verloren (vastgelopen) als de voorraad op is en geen bovenste kaart van een aflegstapel op een basisstapel past.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;How to play here&lt;/h3&gt;&lt;p&gt;Drag the turned card or a waste-pile top to a pile. With &lt;i&gt;Autoplay&lt;/i&gt; on, a click plays a card: a waste-pile top goes to a foundation that wants it; the turned card goes to a foundation that wants it or else to the waste pile the rating judges best. Keys: &lt;b&gt;1&lt;/b&gt;&amp;ndash;&lt;b&gt;{piles}&lt;/b&gt; put the turned card on that waste pile, &lt;b&gt;F&lt;/b&gt; plays it to a foundation, &lt;b&gt;Shift+1&lt;/b&gt;&amp;ndash;&lt;b&gt;{piles}&lt;/b&gt; play that waste pile's top to a foundation; &lt;b&gt;Ctrl+Z&lt;/b&gt; undo, &lt;b&gt;Ctrl+Shift+Z&lt;/b&gt; redo, &lt;b&gt;H&lt;/b&gt; hint.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Zo speel je hier&lt;/h3&gt;&lt;p&gt;Sleep de omgedraaide kaart of de bovenste kaart van een aflegstapel naar een stapel. Met &lt;i&gt;automatisch spelen&lt;/i&gt; aan speelt een klik een kaart: de bovenste kaart van een aflegstapel gaat naar een basisstapel die haar wil; de omgedraaide kaart gaat naar een basisstapel die haar wil, of anders naar de aflegstapel die de beoordeling het best vindt. Toetsen: &lt;b&gt;1&lt;/b&gt;&amp;ndash;&lt;b&gt;{piles}&lt;/b&gt; leggen de omgedraaide kaart op die aflegstapel, &lt;b&gt;F&lt;/b&gt; speelt haar naar een basisstapel, &lt;b&gt;Shift+1&lt;/b&gt;&amp;ndash;&lt;b&gt;{piles}&lt;/b&gt; spelen de bovenste kaart van die aflegstapel naar een basisstapel; &lt;b&gt;Ctrl+Z&lt;/b&gt; ongedaan maken, &lt;b&gt;Ctrl+Shift+Z&lt;/b&gt; opnieuw, &lt;b&gt;H&lt;/b&gt; tip.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;With a screen reader: &lt;b&gt;Tab&lt;/b&gt; and the arrow keys move from card to card and pile to pile, &lt;b&gt;Enter&lt;/b&gt; picks up and drops; &lt;b&gt;R&lt;/b&gt; reads the whole table, &lt;b&gt;Ctrl+1&lt;/b&gt;&amp;ndash;&lt;b&gt;Ctrl+{piles}&lt;/b&gt; read that waste pile from the top down. Moves, refusals, hints and the end of the game are said aloud.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Met een schermlezer: &lt;b&gt;Tab&lt;/b&gt; en de pijltjestoetsen gaan van kaart naar kaart en van stapel naar stapel, &lt;b&gt;Enter&lt;/b&gt; pakt op en legt neer; &lt;b&gt;R&lt;/b&gt; leest de hele tafel voor, &lt;b&gt;Ctrl+1&lt;/b&gt;&amp;ndash;&lt;b&gt;Ctrl+{piles}&lt;/b&gt; lezen die aflegstapel van boven naar beneden. Zetten, weigeringen, tips en het einde van het spel worden uitgesproken.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The four sequences</source>
        <translation>De vier reeksen</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules: {variant}</source>
        <translation>Regels: {variant}</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regels</translation>
    </message>
</context>
<context>
    <name>ScreenReader</name>
    <message>
        <source>Read the table aloud</source>
        <translation>Tafel voorlezen</translation>
    </message>
    <message>
        <source>A screen reader reads the turned card, every foundation and every waste pile</source>
        <translation>Een schermlezer leest de omgedraaide kaart, elke basisstapel en elke aflegstapel voor</translation>
    </message>
    <message>
        <source>Read a waste pile aloud</source>
        <translation>Aflegstapel voorlezen</translation>
    </message>
    <message>
        <source>Waste pile {pile}, from the top</source>
        <translation>Aflegstapel {pile}, van boven</translation>
    </message>
    <message>
        <source>New game: {variant}, {deal}</source>
        <translation>Nieuw spel: {variant}, {deal}</translation>
    </message>
    <message>
        <source>Move taken back</source>
        <translation>Zet teruggenomen</translation>
    </message>
    <message>
        <source>Move played again</source>
        <translation>Zet opnieuw gedaan</translation>
    </message>
    <message>
        <source>Deal restarted</source>
        <translation>Spel opnieuw begonnen</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Quick (a rule of thumb)</source>
        <translation>Snel (een vuistregel)</translation>
    </message>
    <message>
        <source>Strong (weighs the odds)</source>
        <translation>Sterk (weegt de kansen af)</translation>
    </message>
    <message>
        <source>Strongest (as Suggest)</source>
        <translation>Sterkst (zoals Advies)</translation>
    </message>
    <message>
        <source>Click strength</source>
        <translation>Kracht van een klik</translation>
    </message>
    <message>
        <source>&amp;Winnable deals only</source>
        <translation>Alleen &amp;winbare spellen</translation>
    </message>
    <message>
        <source>New deal shuffles until the solver proves a deal winnable. Almost every deal of Calculation and Sir Tommy is, so that is quick; in Strategy about 7 deals in 100 are, so it may take a while (the status bar counts the deals tried, Esc stops), and with three waste piles hardly any is.</source>
        <translation>Nieuw spel schudt tot de oplosser bewijst dat een spel winbaar is. Bijna elk spel van Berekening en Sir Tommy is dat, dus dat gaat snel; bij Strategie zijn het er ongeveer 7 op de 100, dus het kan even duren (de statusbalk telt de geprobeerde spellen, Esc stopt), en met drie aflegstapels is er bijna geen enkel winbaar.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Instant</source>
        <translation>Direct</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Snel</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normaal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langzaam</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Instellingen</translation>
    </message>
    <message>
        <source>Game (changing these deals a new game)</source>
        <translation>Spel (een wijziging deelt een nieuw spel)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spel:</translation>
    </message>
    <message>
        <source>&amp;Three waste piles (harder)</source>
        <translation>&amp;Drie aflegstapels (moeilijker)</translation>
    </message>
    <message>
        <source>&amp;No foundations in advance</source>
        <translation>&amp;Geen basisstapels vooraf</translation>
    </message>
    <message>
        <source>Cla&amp;ssic: eight waste piles, foundations wait for the stock</source>
        <translation>Klass&amp;iek: acht aflegstapels, basisstapels wachten tot de voorraad op is</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tafel</translation>
    </message>
    <message>
        <source>&amp;Autoplay: a click plays a card</source>
        <translation>Automatisch s&amp;pelen: een klik speelt een kaart</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Animatiesnelheid</translation>
    </message>
    <message>
        <source>Custom ({ms} ms)</source>
        <translation>Aangepast ({ms} ms)</translation>
    </message>
    <message>
        <source>Animation s&amp;peed:</source>
        <translation>A&amp;nimatiesnelheid:</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spelverloop</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>Ta&amp;al:</translation>
    </message>
    <message>
        <source>OK deals a new game of {variant}.</source>
        <translation>OK deelt een nieuw spel van {variant}.</translation>
    </message>
</context>
<context>
    <name>SolverService</name>
    <message>
        <source>Solver working</source>
        <translation>De oplosser is bezig</translation>
    </message>
    <message>
        <source>Stop the solver (Esc)</source>
        <translation>De oplosser stoppen (Esc)</translation>
    </message>
    <message>
        <source>Cancel solving</source>
        <translation>Oplossen annuleren</translation>
    </message>
    <message>
        <source>Stop the solver</source>
        <translation>De oplosser stoppen</translation>
    </message>
    <message>
        <source>The solver is busy; wait or cancel it (Esc).</source>
        <translation>De oplosser is bezig; wacht of annuleer hem (Esc).</translation>
    </message>
    <message>
        <source>Solver cancelled.</source>
        <translation>Oplosser geannuleerd.</translation>
    </message>
    <message>
        <source>Solver</source>
        <translation>Oplosser</translation>
    </message>
    <message>
        <source>The solver failed: {error}</source>
        <translation>De oplosser is mislukt: {error}</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>{variant} (daily deal)</source>
        <translation>{variant} (spel van de dag)</translation>
    </message>
    <message numerus="yes">
        <source>{variant}: %n played, none won yet.</source>
        <translation>
            <numerusform>{variant}: %n gespeeld, nog geen gewonnen.</numerusform>
            <numerusform>{variant}: %n gespeeld, nog geen gewonnen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{variant}: %n played, {won} won ({percent}), every win without undo or hint.</source>
        <translation>
            <numerusform>{variant}: %n gespeeld, {won} gewonnen ({percent}), elke gewonnen partij zonder ongedaan maken of tip.</numerusform>
            <numerusform>{variant}: %n gespeeld, {won} gewonnen ({percent}), elke gewonnen partij zonder ongedaan maken of tip.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{variant}: %n played, {won} won ({percent}), each with undo or a hint.</source>
        <translation>
            <numerusform>{variant}: %n gespeeld, {won} gewonnen ({percent}), elk met ongedaan maken of een tip.</numerusform>
            <numerusform>{variant}: %n gespeeld, {won} gewonnen ({percent}), elk met ongedaan maken of een tip.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{variant}: %n played, {won} won ({percent}), {clean} of them without undo or hint.</source>
        <translation>
            <numerusform>{variant}: %n gespeeld, {won} gewonnen ({percent}), waarvan {clean} zonder ongedaan maken of tip.</numerusform>
            <numerusform>{variant}: %n gespeeld, {won} gewonnen ({percent}), waarvan {clean} zonder ongedaan maken of tip.</numerusform>
        </translation>
    </message>
    <message>
        <source>Current streak {current}, best {best}.</source>
        <translation>Huidige reeks {current}, beste {best}.</translation>
    </message>
    <message>
        <source>Fewest moves in a win: {moves}.</source>
        <translation>Minste zetten in een gewonnen spel: {moves}.</translation>
    </message>
    <message>
        <source>Best time in a win: {time}.</source>
        <translation>Beste tijd in een gewonnen spel: {time}.</translation>
    </message>
    <message>
        <source>{lost} ({abandoned} abandoned)</source>
        <translation>{lost} ({abandoned} opgegeven)</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Gespeelde spellen</translation>
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
        <translation>Winstpercentage</translation>
    </message>
    <message>
        <source>Won without undo or hint</source>
        <translation>Gewonnen zonder ongedaan maken of tip</translation>
    </message>
    <message>
        <source>Current winning streak</source>
        <translation>Huidige winstreeks</translation>
    </message>
    <message>
        <source>Best winning streak</source>
        <translation>Beste winstreeks</translation>
    </message>
    <message>
        <source>Current losing streak</source>
        <translation>Huidige verliesreeks</translation>
    </message>
    <message>
        <source>Fewest moves in a win</source>
        <translation>Minste zetten in een gewonnen spel</translation>
    </message>
    <message>
        <source>Best time in a win</source>
        <translation>Beste tijd in een gewonnen spel</translation>
    </message>
</context>
<context>
    <name>StatsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Statistieken</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variant</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variant:</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Cijfers</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Cijfer</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Waarde</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>Recente spellen</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Uitslag</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Zetten</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tijd</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Opmerkingen</translation>
    </message>
    <message>
        <source>&amp;Reset this variant…</source>
        <translation>Deze variant &amp;wissen…</translation>
    </message>
    <message>
        <source>Reset the statistics of this variant</source>
        <translation>De statistieken van deze variant wissen</translation>
    </message>
    <message>
        <source>Recent games (latest first, up to {count}):</source>
        <translation>Recente spellen (nieuwste eerst, hoogstens {count}):</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>opgegeven</translation>
    </message>
    <message>
        <source>undo or hint used</source>
        <translation>ongedaan maken of tip gebruikt</translation>
    </message>
    <message>
        <source>deal {number}</source>
        <translation>spel {number}</translation>
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
        <translation>Statistieken wissen</translation>
    </message>
    <message numerus="yes">
        <source>Forget all %n game(s) of {variant}? This cannot be undone.</source>
        <translation>
            <numerusform>Het ene spel (%n) van {variant} vergeten? Dit kan niet ongedaan worden gemaakt.</numerusform>
            <numerusform>Alle %n spellen van {variant} vergeten? Dit kan niet ongedaan worden gemaakt.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StorageProblem</name>
    <message>
        <source>Your settings file changed while Calculation was running and can no longer be read or used, so the settings of this window are saved in its place. The file was kept as {name} in {folder}.</source>
        <translation>Je instellingenbestand is veranderd terwijl Berekening draaide en kan niet meer worden gelezen of gebruikt, dus worden de instellingen van dit venster in zijn plaats bewaard. Het bestand is bewaard als {name} in {folder}.</translation>
    </message>
    <message>
        <source>Your settings file changed while Calculation was running and can no longer be read or used. The file could not be moved aside, so it is left untouched, and changed settings are not saved until Calculation is started again.</source>
        <translation>Je instellingenbestand is veranderd terwijl Berekening draaide en kan niet meer worden gelezen of gebruikt. Het bestand kon niet opzij worden gezet en blijft onaangeroerd; gewijzigde instellingen worden niet bewaard tot Berekening opnieuw start.</translation>
    </message>
    <message>
        <source>Your statistics file changed while Calculation was running and can no longer be read or used, so the figures this window holds are saved in its place. The file was kept as {name} in {folder}.</source>
        <translation>Je statistiekenbestand is veranderd terwijl Berekening draaide en kan niet meer worden gelezen of gebruikt, dus worden de cijfers van dit venster in zijn plaats bewaard. Het bestand is bewaard als {name} in {folder}.</translation>
    </message>
    <message>
        <source>Your statistics file changed while Calculation was running and can no longer be read or used. The file could not be moved aside, so it is left untouched, and no result is saved until Calculation is started again.</source>
        <translation>Je statistiekenbestand is veranderd terwijl Berekening draaide en kan niet meer worden gelezen of gebruikt. Het bestand kon niet opzij worden gezet en blijft onaangeroerd; er wordt geen uitslag bewaard tot Berekening opnieuw start.</translation>
    </message>
    <message>
        <source>Your settings could not be read, so the default settings are used. The file was kept as {name} in {folder}.</source>
        <translation>Je instellingen konden niet worden gelezen, dus worden de standaardinstellingen gebruikt. Het bestand is bewaard als {name} in {folder}.</translation>
    </message>
    <message>
        <source>Your settings could not be read, so the default settings are used. The file could not be moved aside, so it is left untouched, and changed settings are not saved until Calculation is started again.</source>
        <translation>Je instellingen konden niet worden gelezen, dus worden de standaardinstellingen gebruikt. Het bestand kon niet opzij worden gezet en blijft onaangeroerd; gewijzigde instellingen worden pas weer bewaard als Berekening opnieuw start.</translation>
    </message>
    <message>
        <source>Your settings file could not be used, so the default settings are used. The file was kept as {name} in {folder}.</source>
        <translation>Je instellingenbestand kon niet worden gebruikt, dus worden de standaardinstellingen gebruikt. Het bestand is bewaard als {name} in {folder}.</translation>
    </message>
    <message>
        <source>Your settings file could not be used, so the default settings are used. The file could not be moved aside, so it is left untouched, and changed settings are not saved until Calculation is started again.</source>
        <translation>Je instellingenbestand kon niet worden gebruikt, dus worden de standaardinstellingen gebruikt. Het bestand kon niet opzij worden gezet en blijft onaangeroerd; gewijzigde instellingen worden pas weer bewaard als Berekening opnieuw start.</translation>
    </message>
    <message>
        <source>Your settings file holds a value this program cannot use for the setting {setting}, so that setting is back to its default and the others are kept. The file was kept as {name} in {folder}.</source>
        <translation>Uw instellingenbestand bevat voor de instelling {setting} een waarde die dit programma niet kan gebruiken, dus die instelling staat weer op haar standaardwaarde en de andere blijven behouden. Het bestand is bewaard als {name} in {folder}.</translation>
    </message>
    <message>
        <source>Your settings file holds a value this program cannot use for the setting {setting}, so that setting is back to its default. The file could not be moved aside, so it is left untouched, and changed settings are not saved until Calculation is started again.</source>
        <translation>Uw instellingenbestand bevat voor de instelling {setting} een waarde die dit programma niet kan gebruiken, dus die instelling staat weer op haar standaardwaarde. Het bestand kon niet opzij worden gezet, dus het blijft onaangeroerd, en gewijzigde instellingen worden pas bewaard als Berekening opnieuw is gestart.</translation>
    </message>
    <message>
        <source>Your settings file holds values this program cannot use for the settings {settings}, so those settings are back to their defaults and the others are kept. The file was kept as {name} in {folder}.</source>
        <translation>Uw instellingenbestand bevat voor de instellingen {settings} waarden die dit programma niet kan gebruiken, dus die instellingen staan weer op hun standaardwaarden en de andere blijven behouden. Het bestand is bewaard als {name} in {folder}.</translation>
    </message>
    <message>
        <source>Your settings file holds values this program cannot use for the settings {settings}, so those settings are back to their defaults. The file could not be moved aside, so it is left untouched, and changed settings are not saved until Calculation is started again.</source>
        <translation>Uw instellingenbestand bevat voor de instellingen {settings} waarden die dit programma niet kan gebruiken, dus die instellingen staan weer op hun standaardwaarden. Het bestand kon niet opzij worden gezet, dus het blijft onaangeroerd, en gewijzigde instellingen worden pas bewaard als Berekening opnieuw is gestart.</translation>
    </message>
    <message>
        <source>Your statistics could not be read, so they start again from zero. The file was kept as {name} in {folder}.</source>
        <translation>Je statistieken konden niet worden gelezen, dus beginnen ze weer bij nul. Het bestand is bewaard als {name} in {folder}.</translation>
    </message>
    <message>
        <source>Your statistics could not be read, so they start from zero for now. The file could not be moved aside, so it is left untouched, and no result is saved until Calculation is started again.</source>
        <translation>Je statistieken konden niet worden gelezen, dus beginnen ze voorlopig bij nul. Het bestand kon niet opzij worden gezet en blijft onaangeroerd; er wordt geen uitslag bewaard tot Berekening opnieuw start.</translation>
    </message>
    <message>
        <source>Your statistics file could not be used, so your statistics start again from zero. The file was kept as {name} in {folder}.</source>
        <translation>Je statistiekenbestand kon niet worden gebruikt, dus beginnen je statistieken weer bij nul. Het bestand is bewaard als {name} in {folder}.</translation>
    </message>
    <message>
        <source>Your statistics file could not be used, so your statistics start from zero for now. The file could not be moved aside, so it is left untouched, and no result is saved until Calculation is started again.</source>
        <translation>Je statistiekenbestand kon niet worden gebruikt, dus beginnen je statistieken voorlopig bij nul. Het bestand kon niet opzij worden gezet en blijft onaangeroerd; er wordt geen uitslag bewaard tot Berekening opnieuw start.</translation>
    </message>
    <message>
        <source>Your saved game could not be read, so a new game is dealt. The file was kept as {name} in {folder}.</source>
        <translation>Je bewaarde spel kon niet worden gelezen, dus wordt er een nieuw spel gedeeld. Het bestand is bewaard als {name} in {folder}.</translation>
    </message>
    <message>
        <source>Your saved game could not be read, so a new game is dealt. The file could not be moved aside, so it is left untouched, and this game is not saved for next time.</source>
        <translation>Je bewaarde spel kon niet worden gelezen, dus wordt er een nieuw spel gedeeld. Het bestand kon niet opzij worden gezet en blijft onaangeroerd; dit spel wordt niet bewaard voor de volgende keer.</translation>
    </message>
    <message>
        <source>Your saved game file could not be used, so a new game is dealt. The file was kept as {name} in {folder}.</source>
        <translation>Het bestand van je bewaarde spel kon niet worden gebruikt, dus wordt er een nieuw spel gedeeld. Het bestand is bewaard als {name} in {folder}.</translation>
    </message>
    <message>
        <source>Your saved game file could not be used, so a new game is dealt. The file could not be moved aside, so it is left untouched, and this game is not saved for next time.</source>
        <translation>Het bestand van je bewaarde spel kon niet worden gebruikt, dus wordt er een nieuw spel gedeeld. Het bestand kon niet opzij worden gezet en blijft onaangeroerd; dit spel wordt niet bewaard voor de volgende keer.</translation>
    </message>
    <message>
        <source>Your settings could not be saved to {path}; the settings saved before are kept.</source>
        <translation>Je instellingen konden niet worden bewaard in {path}; de eerder bewaarde instellingen blijven.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved to {path}; the figures saved before are kept.</source>
        <translation>Je statistieken konden niet worden bewaard in {path}; de eerder bewaarde cijfers blijven.</translation>
    </message>
    <message>
        <source>Your game could not be saved to {path}; the game saved before is kept.</source>
        <translation>Je spel kon niet worden bewaard in {path}; het eerder bewaarde spel blijft.</translation>
    </message>
    <message>
        <source>Your settings could not be saved to {path}.</source>
        <translation>Je instellingen konden niet worden bewaard in {path}.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved to {path}.</source>
        <translation>Je statistieken konden niet worden bewaard in {path}.</translation>
    </message>
    <message>
        <source>Your game could not be saved to {path}.</source>
        <translation>Je spel kon niet worden bewaard in {path}.</translation>
    </message>
    <message>
        <source>Your settings could not be saved to {path}: something other than a file is in its place and could not be moved aside.</source>
        <translation>Je instellingen konden niet worden bewaard in {path}: daar staat iets anders dan een bestand, en dat kon niet opzij worden gezet.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved to {path}: something other than a file is in its place and could not be moved aside.</source>
        <translation>Je statistieken konden niet worden bewaard in {path}: daar staat iets anders dan een bestand, en dat kon niet opzij worden gezet.</translation>
    </message>
    <message>
        <source>Your game could not be saved to {path}: something other than a file is in its place and could not be moved aside.</source>
        <translation>Je spel kon niet worden bewaard in {path}: daar staat iets anders dan een bestand, en dat kon niet opzij worden gezet.</translation>
    </message>
    <message>
        <source>What was there was moved aside, and your settings are saved there anew.</source>
        <translation>Wat daar stond is opzij gezet, en je instellingen worden daar opnieuw bewaard.</translation>
    </message>
    <message>
        <source>What was there was moved aside, and your statistics are saved there anew.</source>
        <translation>Wat daar stond is opzij gezet, en je statistieken worden daar opnieuw bewaard.</translation>
    </message>
    <message>
        <source>What was there was moved aside, and your game is saved there anew.</source>
        <translation>Wat daar stond is opzij gezet, en je spel wordt daar opnieuw bewaard.</translation>
    </message>
    <message>
        <source>{path} could not be read any more, so it was kept as {name} in {folder}, and a new file is written in its place.</source>
        <translation>{path} kon niet meer worden gelezen, dus is het bewaard als {name} in {folder}, en er wordt een nieuw bestand voor in de plaats geschreven.</translation>
    </message>
    <message>
        <source>The data folder {folder} cannot be used, so your settings, statistics and game in progress cannot be kept this time.</source>
        <translation>De gegevensmap {folder} kan niet worden gebruikt, dus kunnen je instellingen, statistieken en lopende spel deze keer niet worden bewaard.</translation>
    </message>
    <message>
        <source>The game's result is kept with your saved game and added to your statistics as soon as they can be saved, even after Calculation is started again.</source>
        <translation>De uitslag van het spel wordt bij je bewaarde spel bewaard en aan je statistieken toegevoegd zodra die kunnen worden bewaard, ook nadat Berekening opnieuw is gestart.</translation>
    </message>
    <message>
        <source>Your statistics could be saved again: every result kept meanwhile is counted now.</source>
        <translation>Je statistieken konden weer worden bewaard: elke uitslag die intussen bewaard werd, telt nu mee.</translation>
    </message>
    <message>
        <source>This program has no permission to read {path}.</source>
        <translation>Dit programma heeft geen toestemming om {path} te lezen.</translation>
    </message>
    <message>
        <source>{path} cannot be opened (system error {code}).</source>
        <translation>{path} kan niet worden geopend (systeemfout {code}).</translation>
    </message>
    <message>
        <source>{path} is a folder, not a file.</source>
        <translation>{path} is een map, geen bestand.</translation>
    </message>
    <message>
        <source>{path} is a named pipe, not a file.</source>
        <translation>{path} is een benoemde pijp, geen bestand.</translation>
    </message>
    <message>
        <source>{path} is a device or another special file, not a file.</source>
        <translation>{path} is een apparaat of een ander speciaal bestand, geen gewoon bestand.</translation>
    </message>
    <message>
        <source>{path} is far larger than it can be (over {size} MB).</source>
        <translation>{path} is veel groter dan het kan zijn (meer dan {size} MB).</translation>
    </message>
    <message>
        <source>{path} is empty.</source>
        <translation>{path} is leeg.</translation>
    </message>
    <message>
        <source>{path} holds binary data, not text.</source>
        <translation>{path} bevat binaire gegevens, geen tekst.</translation>
    </message>
    <message>
        <source>{path} is not valid JSON, perhaps cut short (line {line}, column {column}).</source>
        <translation>{path} is geen geldige JSON, misschien afgebroken (regel {line}, kolom {column}).</translation>
    </message>
    <message>
        <source>A newer version of Calculation wrote {path} (format version {found}; this one reads up to {version}).</source>
        <translation>Een nieuwere versie van Berekening heeft {path} geschreven (formaatversie {found}; deze leest tot en met {version}).</translation>
    </message>
    <message>
        <source>{path} has a format version this program does not know.</source>
        <translation>{path} heeft een formaatversie die dit programma niet kent.</translation>
    </message>
    <message>
        <source>{path} holds something this program cannot use.</source>
        <translation>{path} bevat iets wat dit programma niet kan gebruiken.</translation>
    </message>
    <message>
        <source>{path} was a folder, not a file.</source>
        <translation>{path} was een map, geen bestand.</translation>
    </message>
    <message>
        <source>{path} was a named pipe, not a file.</source>
        <translation>{path} was een benoemde pijp, geen bestand.</translation>
    </message>
    <message>
        <source>{path} was a device or another special file, not a file.</source>
        <translation>{path} was een apparaat of een ander speciaal bestand, geen gewoon bestand.</translation>
    </message>
    <message>
        <source>This program may not write in {folder}.</source>
        <translation>Dit programma mag niet schrijven in {folder}.</translation>
    </message>
    <message>
        <source>The disk is full.</source>
        <translation>De schijf is vol.</translation>
    </message>
    <message>
        <source>The system reported error {code}.</source>
        <translation>Het systeem meldde fout {code}.</translation>
    </message>
    <message>
        <source>Another Calculation window kept the file locked for too long; this window tries again at the next change.</source>
        <translation>Een ander venster van Berekening hield het bestand te lang vergrendeld; dit venster probeert het bij de volgende wijziging opnieuw.</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Keys {0} and Shift+{0} play to and from waste pile {0}</source>
        <translation>Toetsen {0} en Shift+{0} spelen naar en van aflegstapel {0}</translation>
    </message>
    <message>
        <source>done ✓</source>
        <translation>klaar ✓</translation>
    </message>
    <message>
        <source>next {0}</source>
        <translation>wil {0}</translation>
    </message>
    <message>
        <source>Foundation {0} builds {1}; every card of the suit of its Ace. Next: {2}.</source>
        <translation>Basisstapel {0} bouwt {1}; elke kaart in de kleur van zijn aas. Nu: {2}.</translation>
    </message>
    <message>
        <source>Foundation {0} builds {1}; suits do not matter. Next: {2}.</source>
        <translation>Basisstapel {0} bouwt {1}; kleuren doen er niet toe. Nu: {2}.</translation>
    </message>
    <message>
        <source>While the stock lasts it takes no card: the waste piles play off once it is used up.</source>
        <translation>Zolang de voorraad duurt, neemt hij geen kaart: de aflegstapels gaan omhoog zodra de voorraad op is.</translation>
    </message>
    <message numerus="yes">
        <source>%n left</source>
        <translation>
            <numerusform>nog %n</numerusform>
            <numerusform>nog %n</numerusform>
        </translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leeg</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Voorraad</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) still to place, the turned card included; no redeal</source>
        <translation>
            <numerusform>nog %n kaart te leggen, de omgedraaide kaart meegeteld; niet opnieuw delen</numerusform>
            <numerusform>nog %n kaarten te leggen, de omgedraaide kaart meegeteld; niet opnieuw delen</numerusform>
        </translation>
    </message>
    <message>
        <source>Every card has been placed</source>
        <translation>Alle kaarten zijn gelegd</translation>
    </message>
    <message>
        <source>the turned card</source>
        <translation>de omgedraaide kaart</translation>
    </message>
    <message>
        <source>waste pile {0}</source>
        <translation>aflegstapel {0}</translation>
    </message>
    <message>
        <source>foundation {0}</source>
        <translation>basisstapel {0}</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Green</source>
        <translation>Groen</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blauw</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rood</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Donker</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Speeltafel</translation>
    </message>
    <message>
        <source>Drag the turned card or a waste pile's top card onto a pile; click a card to play it; Tab or the arrow keys move the keyboard cursor, Enter or Space picks up and drops.</source>
        <translation>Sleep de omgedraaide kaart of de bovenste kaart van een aflegstapel naar een stapel; klik op een kaart om haar te spelen; Tab of de pijltoetsen verplaatsen de toetsenbordcursor, Enter of spatie pakt op en legt neer.</translation>
    </message>
</context>
<context>
    <name>Upgrade</name>
    <message>
        <source>An older version of Calculation is running with your saved game and settings in {old}, so this window uses them there too, as a second window beside it. They move to this version's folders at the first start while no older version runs.</source>
        <translation>Een oudere versie van Berekening draait met je bewaarde spel en instellingen in {old}; dit venster gebruikt ze daarom ook daar, als tweede venster ernaast. Ze worden naar de mappen van deze versie verplaatst bij de eerste start waarbij geen oudere versie draait.</translation>
    </message>
    <message>
        <source>Your game in progress was saved twice: in {folder} and, by an older version of Calculation, in {old}. The older version's copy is further on, so it is your saved game now; the other copy was kept as {kept} in {folder}.</source>
        <translation>Je lopende spel was twee keer bewaard: in {folder} en, door een oudere versie van Berekening, in {old}. De kopie van de oudere versie is verder, dus die is nu je bewaarde spel; de andere kopie is bewaard als {kept} in {folder}.</translation>
    </message>
    <message>
        <source>Your game in progress was saved twice: in {folder} and, by an older version of Calculation, in {old}. This version's copy is further on, so it stays your saved game; the older version's copy was kept as {kept} in {folder}.</source>
        <translation>Je lopende spel was twee keer bewaard: in {folder} en, door een oudere versie van Berekening, in {old}. De kopie van deze versie is verder, dus die blijft je bewaarde spel; de kopie van de oudere versie is bewaard als {kept} in {folder}.</translation>
    </message>
    <message>
        <source>An older version of Calculation saved a game in {old} after this version last saved one in {folder}, so the older version's game is your saved game now; this version's game was kept as {kept} in {folder}.</source>
        <translation>Een oudere versie van Berekening heeft een spel bewaard in {old} nadat deze versie er het laatst een bewaarde in {folder}, dus het spel van de oudere versie is nu je bewaarde spel; het spel van deze versie is bewaard als {kept} in {folder}.</translation>
    </message>
    <message>
        <source>An older version of Calculation left a game in {old}, saved before this version last saved one in {folder}, so this version's game stays your saved game; the older version's game was kept as {kept} in {folder}.</source>
        <translation>Een oudere versie van Berekening heeft een spel achtergelaten in {old}, bewaard voordat deze versie er het laatst een bewaarde in {folder}, dus het spel van deze versie blijft je bewaarde spel; het spel van de oudere versie is bewaard als {kept} in {folder}.</translation>
    </message>
    <message>
        <source>An older version of Calculation saved your settings in {old} after this version last saved them in {folder}, so the older version's settings are used now; this version's settings were kept as {kept} in {folder}.</source>
        <translation>Een oudere versie van Berekening heeft je instellingen bewaard in {old} nadat deze versie ze het laatst bewaarde in {folder}, dus nu gelden de instellingen van de oudere versie; die van deze versie zijn bewaard als {kept} in {folder}.</translation>
    </message>
    <message>
        <source>An older version of Calculation left settings in {old}, saved before this version last saved yours in {folder}, so this version's settings stay in use; the older version's settings were kept as {kept} in {folder}.</source>
        <translation>Een oudere versie van Berekening heeft instellingen achtergelaten in {old}, bewaard voordat deze versie de jouwe het laatst bewaarde in {folder}, dus de instellingen van deze versie blijven gelden; die van de oudere versie zijn bewaard als {kept} in {folder}.</translation>
    </message>
</context>
<context>
    <name>Variant</name>
    <message>
        <source>three waste piles</source>
        <translation>drie aflegstapels</translation>
    </message>
    <message>
        <source>no foundations in advance</source>
        <translation>geen basisstapels vooraf</translation>
    </message>
    <message>
        <source>classic</source>
        <translation>klassiek</translation>
    </message>
</context>
<context>
    <name>WasItWinnable</name>
    <message>
        <source>&amp;Was it winnable?</source>
        <translation>&amp;Was het winbaar?</translation>
    </message>
    <message>
        <source>The solver's verdict on the last lost or abandoned deal, with its winning line to watch</source>
        <translation>Het oordeel van de oplosser over het laatste verloren of opgegeven spel, met de winnende speelwijze om te bekijken</translation>
    </message>
    <message>
        <source>Game → Was it winnable? asks the solver about this deal.</source>
        <translation>Spel → Was het winbaar? vraagt de oplosser naar dit spel.</translation>
    </message>
    <message>
        <source>Lose or abandon a game first.</source>
        <translation>Verlies of geef eerst een spel op.</translation>
    </message>
    <message>
        <source>Solving the deal from its start…</source>
        <translation>Het spel vanaf het begin oplossen…</translation>
    </message>
    <message>
        <source>It was winnable: deal {deal}</source>
        <translation>Het was winbaar: spel {deal}</translation>
    </message>
    <message>
        <source>It was winnable: the daily deal of {date}</source>
        <translation>Het was winbaar: het spel van de dag {date}</translation>
    </message>
    <message>
        <source>It was winnable: this deck</source>
        <translation>Het was winbaar: dit kaartspel</translation>
    </message>
    <message>
        <source>The solver tried every line of play and proved that none wins.</source>
        <translation>De oplosser heeft elke speelwijze geprobeerd en bewezen dat geen enkele wint.</translation>
    </message>
    <message>
        <source>Was it winnable?</source>
        <translation>Was het winbaar?</translation>
    </message>
    <message>
        <source>No: deal {deal} could not be won.</source>
        <translation>Nee: spel {deal} was niet te winnen.</translation>
    </message>
    <message>
        <source>No: the daily deal of {date} could not be won.</source>
        <translation>Nee: het spel van de dag {date} was niet te winnen.</translation>
    </message>
    <message>
        <source>No: this deck could not be won.</source>
        <translation>Nee: dit kaartspel was niet te winnen.</translation>
    </message>
    <message>
        <source>The solver could not decide deal {deal} within {seconds:g} seconds.</source>
        <translation>De oplosser kon binnen {seconds:g} seconden niet beslissen over spel {deal}.</translation>
    </message>
    <message>
        <source>The solver could not decide the daily deal of {date} within {seconds:g} seconds.</source>
        <translation>De oplosser kon binnen {seconds:g} seconden niet beslissen over het spel van de dag {date}.</translation>
    </message>
    <message>
        <source>The solver could not decide this deck within {seconds:g} seconds.</source>
        <translation>De oplosser kon binnen {seconds:g} seconden niet beslissen over dit kaartspel.</translation>
    </message>
</context>
<context>
    <name>WinChart</name>
    <message>
        <source>Win percentage chart</source>
        <translation>Grafiek van het winstpercentage</translation>
    </message>
    <message numerus="yes">
        <source>Win percentage over the last %n game(s)</source>
        <translation>
            <numerusform>Winstpercentage over het laatste spel (%n)</numerusform>
            <numerusform>Winstpercentage over de laatste %n spellen</numerusform>
        </translation>
    </message>
    <message>
        <source>No games yet</source>
        <translation>Nog geen spellen</translation>
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
        <translation>ongedaan maken of tip gebruikt</translation>
    </message>
    <message numerus="yes">
        <source>Win % over the last %n game(s)</source>
        <translation>
            <numerusform>Winst-% over het laatste spel (%n)</numerusform>
            <numerusform>Winst-% over de laatste %n spellen</numerusform>
        </translation>
    </message>
    <message>
        <source>No games recorded yet</source>
        <translation>Nog geen spellen opgeslagen</translation>
    </message>
    <message>
        <source>older</source>
        <translation>ouder</translation>
    </message>
    <message>
        <source>latest</source>
        <translation>nieuwste</translation>
    </message>
</context>
<context>
    <name>WinnableDeals</name>
    <message>
        <source>A new deal the solver proved winnable.</source>
        <translation>Een nieuw spel dat de oplosser winbaar heeft bewezen.</translation>
    </message>
    <message>
        <source>Shuffling until the solver proves a deal winnable…</source>
        <translation>Schudden tot de oplosser een spel winbaar bewijst…</translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) tried…</source>
        <translation>
            <numerusform>%n spel geprobeerd…</numerusform>
            <numerusform>%n spellen geprobeerd…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shuffling until the solver proves a deal winnable… %n deal(s) tried so far</source>
        <translation>
            <numerusform>Schudden tot de oplosser een spel winbaar bewijst… tot nu toe %n spel geprobeerd</numerusform>
            <numerusform>Schudden tot de oplosser een spel winbaar bewijst… tot nu toe %n spellen geprobeerd</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A winnable deal (found after %n deal(s)).</source>
        <translation>
            <numerusform>Een winbaar spel (gevonden na %n spel).</numerusform>
            <numerusform>Een winbaar spel (gevonden na %n spellen).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No deal was proved winnable in %n tries; this one is dealt anyway (it may not be winnable).</source>
        <translation>
            <numerusform>Geen spel bleek winbaar in %n poging; dit wordt toch gedeeld (het is misschien niet winbaar).</numerusform>
            <numerusform>Geen spel bleek winbaar in %n pogingen; dit wordt toch gedeeld (het is misschien niet winbaar).</numerusform>
        </translation>
    </message>
</context>
</TS>
