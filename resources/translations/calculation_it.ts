<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT">
<context>
    <name>AbandonGuard</name>
    <message>
        <source>Play deal {number} instead of this game?</source>
        <translation>Giocare la smazzata {number} al posto di questa partita?</translation>
    </message>
    <message>
        <source>Play the daily deal of {game} instead of this game?</source>
        <translation>Giocare la smazzata del giorno di {game} al posto di questa partita?</translation>
    </message>
    <message>
        <source>Switch to {game}? That deals a new game.</source>
        <translation>Passare a {game}? Si inizia una nuova smazzata.</translation>
    </message>
    <message>
        <source>Deal a new game?</source>
        <translation>Iniziare una nuova smazzata?</translation>
    </message>
    <message>
        <source>Abandon this game?</source>
        <translation>Abbandonare questa partita?</translation>
    </message>
    <message numerus="yes">
        <source>The game in progress (%n move(s)) is not counted in your statistics: the Demo played in it.</source>
        <translation>
            <numerusform>La partita in corso (%n mossa) non conta nelle tue statistiche: la dimostrazione ci ha giocato.</numerusform>
            <numerusform>La partita in corso (%n mosse) non conta nelle tue statistiche: la dimostrazione ci ha giocato.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game in progress (%n move(s)) then counts as lost.</source>
        <translation>
            <numerusform>La partita in corso (%n mossa) conterà allora come persa.</numerusform>
            <numerusform>La partita in corso (%n mosse) conterà allora come persa.</numerusform>
        </translation>
    </message>
    <message>
        <source>Don't ask again</source>
        <translation>Non chiedere più</translation>
    </message>
    <message>
        <source>As&amp;k before abandoning a game in progress</source>
        <translation>C&amp;hiedi prima di abbandonare una partita in corso</translation>
    </message>
</context>
<context>
    <name>About</name>
    <message>
        <source>Calculation {version}</source>
        <translation>Calcolo {version}</translation>
    </message>
    <message>
        <source>Website: {link}</source>
        <translation>Sito web: {link}</translation>
    </message>
    <message>
        <source>Report a bug: {link}</source>
        <translation>Segnala un errore: {link}</translation>
    </message>
    <message>
        <source>&lt;p&gt;Calculation, Sir Tommy and Strategy: patience games for people who like to think ahead.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later. Cards are drawn by the program itself.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Calcolo, Sir Tommy e Strategia: solitari per chi ama pensare in anticipo.&lt;/p&gt;&lt;p&gt;Software libero sotto la GNU General Public License, versione 3 o successiva. Le carte sono disegnate dal programma stesso.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Calculation</source>
        <translation>Informazioni su Calcolo</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Informazioni su &amp;Qt</translation>
    </message>
</context>
<context>
    <name>Accessible</name>
    <message>
        <source>Card table</source>
        <translation>Tavolo da gioco</translation>
    </message>
    <message>
        <source>Tab or the arrow keys move from card to card, Enter or Space picks up and drops; R reads the whole table, Ctrl+1 to Ctrl+8 read a waste pile from the top down.</source>
        <translation>Tab o le frecce passano da carta a carta, Invio o Spazio prende e posa; R legge tutto il tavolo, da Ctrl+1 ad Ctrl+8 leggono una pila di scarto dall’alto in basso.</translation>
    </message>
    <message>
        <source>builds by ones</source>
        <extracomment>How a foundation builds, by its rule's step (a suit-following foundation says so too).</extracomment>
        <translation>sale di uno in uno</translation>
    </message>
    <message>
        <source>builds by twos</source>
        <translation>sale di due in due</translation>
    </message>
    <message>
        <source>builds by threes</source>
        <translation>sale di tre in tre</translation>
    </message>
    <message>
        <source>builds by fours</source>
        <translation>sale di quattro in quattro</translation>
    </message>
    <message>
        <source>builds by ones in one suit</source>
        <translation>sale di uno in uno in un solo seme</translation>
    </message>
    <message>
        <source>Stock, used up</source>
        <translation>Mazzo, esaurito</translation>
    </message>
    <message>
        <source>Stock, empty; last card turned: {card}</source>
        <translation>Mazzo, vuoto; ultima carta girata: {card}</translation>
    </message>
    <message numerus="yes">
        <source>Stock, %n left; turned card: {card}</source>
        <translation>
            <numerusform>Mazzo, ne resta %n; carta girata: {card}</numerusform>
            <numerusform>Mazzo, ne restano %n; carta girata: {card}</numerusform>
        </translation>
    </message>
    <message>
        <source>builds by {step}</source>
        <translation>sale di {step} in {step}</translation>
    </message>
    <message>
        <source>Foundation {number}, {rule}, complete</source>
        <translation>Base {number}, {rule}, completa</translation>
    </message>
    <message>
        <source>Foundation {number}, {rule}, empty, wants {card} first</source>
        <translation>Base {number}, {rule}, vuota, vuole prima: {card}</translation>
    </message>
    <message>
        <source>Foundation {number}, {rule}, top {top}, wants {card} next</source>
        <translation>Base {number}, {rule}, in cima: {top}, vuole ora: {card}</translation>
    </message>
    <message>
        <source>; takes no card while the stock lasts</source>
        <translation>; non prende carte finché dura il mazzo</translation>
    </message>
    <message>
        <source>Waste pile {number}, empty</source>
        <translation>Pila di scarto {number}, vuota</translation>
    </message>
    <message numerus="yes">
        <source>Waste pile {number}, %n card(s), top {card}</source>
        <translation>
            <numerusform>Pila di scarto {number}, %n carta, in cima: {card}</numerusform>
            <numerusform>Pila di scarto {number}, %n carte, in cima: {card}</numerusform>
        </translation>
    </message>
    <message>
        <source>Waste pile {number} is empty.</source>
        <translation>La pila di scarto {number} è vuota.</translation>
    </message>
    <message numerus="yes">
        <source>Waste pile {number}, %n card(s) from the top: {cards}.</source>
        <translation>
            <numerusform>Pila di scarto {number}, %n carta dall’alto: {cards}.</numerusform>
            <numerusform>Pila di scarto {number}, %n carte dall’alto: {cards}.</numerusform>
        </translation>
    </message>
    <message>
        <source>You won! All 52 cards are on the foundations</source>
        <translation>Hai vinto! Tutte le 52 carte sono sulle basi</translation>
    </message>
    <message numerus="yes">
        <source>Blocked: the stock is used up and no waste-pile top fits a foundation; %n card(s) left</source>
        <translation>
            <numerusform>Bloccata: il mazzo è esaurito e nessuna carta in cima a una pila di scarto va su una base; resta %n carta</numerusform>
            <numerusform>Bloccata: il mazzo è esaurito e nessuna carta in cima a una pila di scarto va su una base; restano %n carte</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AdvisorActions</name>
    <message>
        <source>The advisor is thinking</source>
        <translation>Il consigliere sta pensando</translation>
    </message>
    <message>
        <source>&amp;Click strength:</source>
        <translation>&amp;Forza del clic:</translation>
    </message>
    <message>
        <source>The advisor's move: it plays the odds, it does not know the deal</source>
        <translation>La mossa del consigliere: gioca le probabilità, non conosce la smazzata</translation>
    </message>
    <message>
        <source>Suggest</source>
        <translation>Consiglia</translation>
    </message>
    <message>
        <source>Suggest (S): the advisor's best try. Unlike Hint, which asks the solver and knows the order of the stock, Suggest is fair: it sees only what you see and plays the odds.</source>
        <translation>Consiglia (S): il miglior tentativo del consigliere. A differenza del Suggerimento, che interroga il risolutore e conosce l'ordine del mazzo, Consiglia gioca pulito: vede solo ciò che vedi tu e gioca le probabilità.</translation>
    </message>
    <message>
        <source>Su&amp;ggest (advisor)</source>
        <translation>C&amp;onsiglia (consigliere)</translation>
    </message>
    <message>
        <source>De&amp;mo</source>
        <translation>&amp;Dimostrazione</translation>
    </message>
    <message>
        <source>The computer plays this deal; any key or click stops it</source>
        <translation>Il computer gioca questa smazzata; un tasto o un clic la ferma</translation>
    </message>
    <message>
        <source>The advisor failed: {error}</source>
        <translation>Il consigliere non è riuscito: {error}</translation>
    </message>
    <message>
        <source>Suggestion cancelled.</source>
        <translation>Consiglio annullato.</translation>
    </message>
    <message>
        <source>The game is won.</source>
        <translation>La partita è vinta.</translation>
    </message>
    <message>
        <source>No move is left.</source>
        <translation>Non resta nessuna mossa.</translation>
    </message>
    <message>
        <source>The advisor is thinking… (S again cancels)</source>
        <translation>Il consigliere sta pensando… (S di nuovo annulla)</translation>
    </message>
    <message>
        <source>Suggestion: {move}. From what you can see the deal looks lost (under {limit} to win); Hint, which sees the order of the cards, may still find a winning line.</source>
        <translation>Consiglio: {move}. Da ciò che vedi la smazzata sembra persa (meno di {limit} di vincere); Suggerimento, che vede l’ordine delle carte, può ancora trovare una linea vincente.</translation>
    </message>
    <message>
        <source>Suggestion: {move}: about {chance} to win from here.</source>
        <translation>Consiglio: {move}: circa {chance} di vincere da qui.</translation>
    </message>
    <message>
        <source>The advisor is placing the card…</source>
        <translation>Il consigliere sta posando la carta…</translation>
    </message>
    <message>
        <source>The game is over: deal a new one to see a demo.</source>
        <translation>La partita è finita: inizia una nuova smazzata per vedere una dimostrazione.</translation>
    </message>
    <message>
        <source>Demo: the computer plays. Press any key or click to stop.</source>
        <translation>Dimostrazione: gioca il computer. Premi un tasto o fai clic per fermarla.</translation>
    </message>
    <message>
        <source>Demo stopped.</source>
        <translation>Dimostrazione fermata.</translation>
    </message>
    <message>
        <source>Demo finished: won.</source>
        <translation>Dimostrazione finita: vinta.</translation>
    </message>
    <message>
        <source>Demo finished: blocked.</source>
        <translation>Dimostrazione finita: bloccata.</translation>
    </message>
    <message>
        <source>Demo finished.</source>
        <translation>Dimostrazione finita.</translation>
    </message>
</context>
<context>
    <name>Appearance</name>
    <message>
        <source>Table colour</source>
        <translation>Colore del tavolo</translation>
    </message>
    <message>
        <source>Card back</source>
        <translation>Dorso delle carte</translation>
    </message>
    <message>
        <source>Large p&amp;rint: big ranks and suits on the cards</source>
        <translation>Caratteri g&amp;randi: valori e semi grandi sulle carte</translation>
    </message>
    <message>
        <source>Table c&amp;olour:</source>
        <translation>Colore del tavol&amp;o:</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>&amp;Dorso delle carte:</translation>
    </message>
</context>
<context>
    <name>AutoFinish</name>
    <message>
        <source>Move cards to the foundations for me</source>
        <translation>Porta le carte sulle basi per me</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>No</translation>
    </message>
    <message>
        <source>When safe</source>
        <translation>Quando è sicuro</translation>
    </message>
    <message>
        <source>When safe, and finish a won game</source>
        <translation>Quando è sicuro, e finisci una partita vinta</translation>
    </message>
    <message>
        <source>When safe: only plays that can never spoil a win (the solver's rule), after each of your moves. Finish: also, once the stock is used up and the solver proves the game won, the rest is played for you. Every such move can be undone.</source>
        <translation>Quando è sicuro: solo mosse che non possono mai rovinare una vittoria (la regola del risolutore), dopo ogni tua mossa. Finisci: inoltre, una volta esaurito il mazzo e se il risolutore dimostra che la partita è vinta, il resto viene giocato per te. Ogni mossa di questo tipo si può annullare.</translation>
    </message>
    <message>
        <source>&amp;Move cards to the foundations for me:</source>
        <translation>&amp;Porta le carte sulle basi per me:</translation>
    </message>
</context>
<context>
    <name>Banner</name>
    <message>
        <source>Close this message</source>
        <translation>Chiudi questo messaggio</translation>
    </message>
    <message>
        <source>Close message</source>
        <translation>Chiudi il messaggio</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Messaggio</translation>
    </message>
</context>
<context>
    <name>BusyIndicator</name>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
</context>
<context>
    <name>Card</name>
    <message>
        <source>Ace</source>
        <translation>asso</translation>
    </message>
    <message>
        <source>Two</source>
        <translation>due</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>tre</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>quattro</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>cinque</translation>
    </message>
    <message>
        <source>Six</source>
        <translation>sei</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>sette</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>otto</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>nove</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>dieci</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>fante</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>donna</translation>
    </message>
    <message>
        <source>King</source>
        <translation>re</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>picche</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>cuori</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>quadri</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>fiori</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <extracomment>A card's name, e.g. "Seven of Hearts": {rank} is a rank (Ace, Two... King) and {suit} a suit (Spades...).</extracomment>
        <translation>{rank} di {suit}</translation>
    </message>
</context>
<context>
    <name>CardBack</name>
    <message>
        <source>Blue lattice</source>
        <translation>Reticolo blu</translation>
    </message>
    <message>
        <source>Red diamonds</source>
        <translation>Rombi rossi</translation>
    </message>
    <message>
        <source>Green dots</source>
        <translation>Pois verdi</translation>
    </message>
</context>
<context>
    <name>CardDeck</name>
    <message>
        <source>The program's own faces</source>
        <translation>Le carte del programma stesso</translation>
    </message>
    <message>
        <source>Four colours (♠ black, ♥ red, ♦ blue, ♣ green)</source>
        <translation>Quattro colori (♠ nero, ♥ rosso, ♦ blu, ♣ verde)</translation>
    </message>
    <message>
        <source>The card deck %1 is not installed (any more): the program's own faces are shown.</source>
        <translation>Il mazzo di carte %1 non è (più) installato: vengono mostrate le carte del programma stesso.</translation>
    </message>
    <message>
        <source>The card deck %1 cannot be read: the program's own faces are shown.</source>
        <translation>Il mazzo di carte %1 non si può leggere: vengono mostrate le carte del programma stesso.</translation>
    </message>
    <message>
        <source>The card deck %1 is damaged or incomplete: the program's own faces are shown.</source>
        <translation>Il mazzo di carte %1 è danneggiato o incompleto: vengono mostrate le carte del programma stesso.</translation>
    </message>
    <message>
        <source>Card &amp;deck:</source>
        <translation>Ma&amp;zzo di carte:</translation>
    </message>
    <message>
        <source>Card deck</source>
        <translation>Mazzo di carte</translation>
    </message>
    <message>
        <source>Looking for installed card decks…</source>
        <translation>Ricerca dei mazzi di carte installati…</translation>
    </message>
    <message>
        <source>Preview of the card deck</source>
        <translation>Anteprima del mazzo di carte</translation>
    </message>
</context>
<context>
    <name>ChartWords</name>
    <message>
        <source>won, undo or hint used</source>
        <translation>vinta, annullato o suggerimento usato</translation>
    </message>
    <message>
        <source>lost, undo or hint used</source>
        <translation>persa, annullato o suggerimento usato</translation>
    </message>
    <message>
        <source>won</source>
        <translation>vinta</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>persa</translation>
    </message>
    <message numerus="yes">
        <source>The last %n game(s): {won} won, {lost} lost, {percent} won.</source>
        <translation>
            <numerusform>Ultime partite (%n): {won} vinte, {lost} perse, {percent} vinte.</numerusform>
            <numerusform>Ultime partite (%n): {won} vinte, {lost} perse, {percent} vinte.</numerusform>
        </translation>
    </message>
    <message>
        <source>Newest first: {results}.</source>
        <translation>Dalla più recente: {results}.</translation>
    </message>
    <message>
        <source>No review yet.</source>
        <translation>Nessuna analisi ancora.</translation>
    </message>
    <message>
        <source>The Advisor's chance: {first} at the deal, {last} after move {moves}; highest {high} after move {at_high}, lowest {low} after move {at_low}.</source>
        <translation>La probabilità del consigliere: {first} alla smazzata, {last} dopo la mossa {moves}; la più alta {high} dopo la mossa {at_high}, la più bassa {low} dopo la mossa {at_low}.</translation>
    </message>
    <message>
        <source>Moves that lost chance: {moves}.</source>
        <translation>Mosse che hanno perso probabilità: {moves}.</translation>
    </message>
    <message>
        <source>No line of play wins any more from move {move} on.</source>
        <translation>Dalla mossa {move} in poi nessuna linea di gioco vince più.</translation>
    </message>
</context>
<context>
    <name>ClockLabel</name>
    <message>
        <source>Game time</source>
        <translation>Tempo di gioco</translation>
    </message>
</context>
<context>
    <name>DailyDeal</name>
    <message>
        <source>&amp;Daily deal</source>
        <translation>Smazzata del &amp;giorno</translation>
    </message>
    <message>
        <source>Today's deal, the same for everyone, proved winnable</source>
        <translation>La smazzata di oggi, uguale per tutti, dimostrata vincibile</translation>
    </message>
    <message>
        <source>{game}: none today (no candidate deal was proved winnable)</source>
        <translation>{game}: nessuna oggi (nessuna smazzata candidata è risultata vincibile)</translation>
    </message>
    <message>
        <source>{game} has no daily deal today.</source>
        <translation>{game} non ha una smazzata del giorno oggi.</translation>
    </message>
    <message>
        <source>Finding the daily deal of {date}…</source>
        <translation>Ricerca della smazzata del giorno del {date}…</translation>
    </message>
    <message>
        <source>Daily deal</source>
        <translation>Smazzata del giorno</translation>
    </message>
    <message>
        <source>None of the first {tries} candidate deals of {game} for {date} could be proved winnable, so there is no daily deal of it today.</source>
        <translation>Nessuna delle prime {tries} smazzate candidate di {game} per il {date} è risultata vincibile, quindi oggi non c'è una smazzata del giorno.</translation>
    </message>
    <message>
        <source>Daily deal of {date}: {game}.</source>
        <translation>Smazzata del giorno del {date}: {game}.</translation>
    </message>
</context>
<context>
    <name>Deal</name>
    <message>
        <source>daily deal {date}</source>
        <extracomment>How a game's deal is named in a sentence: a daily deal by its date, a numbered deal by its number, a deck given card by card as such.</extracomment>
        <translation>smazzata del giorno {date}</translation>
    </message>
    <message>
        <source>deal {number}</source>
        <translation>smazzata {number}</translation>
    </message>
    <message>
        <source>hand-made deck</source>
        <translation>mazzo fatto a mano</translation>
    </message>
</context>
<context>
    <name>DealNumberDialog</name>
    <message>
        <source>Deal by number</source>
        <translation>Smazzata per numero</translation>
    </message>
    <message>
        <source>Deal number (0 to {max}).
The same number gives the same deal everywhere.</source>
        <translation>Numero della smazzata (da 0 a {max}).
Lo stesso numero dà la stessa smazzata ovunque.</translation>
    </message>
    <message>
        <source>Deal number</source>
        <translation>Numero della smazzata</translation>
    </message>
    <message>
        <source>Type a whole number from 0 to {max}.</source>
        <translation>Scrivi un numero intero da 0 a {max}.</translation>
    </message>
</context>
<context>
    <name>FinishAction</name>
    <message>
        <source>F&amp;inish</source>
        <translation>&amp;Finisci</translation>
    </message>
    <message>
        <source>Play the rest of the game to the foundations (once the stock is used up and the solver proves the game won)</source>
        <translation>Gioca il resto della partita sulle basi (una volta esaurito il mazzo e se il risolutore dimostra che la partita è vinta)</translation>
    </message>
    <message>
        <source>Finish</source>
        <comment>toolbar</comment>
        <translation>Finisci</translation>
    </message>
    <message numerus="yes">
        <source>Finish plays the rest once the stock is used up; %n card(s) still to come.</source>
        <translation>
            <numerusform>Finisci gioca il resto quando il mazzo è esaurito; manca ancora %n carta.</numerusform>
            <numerusform>Finisci gioca il resto quando il mazzo è esaurito; mancano ancora %n carte.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>The game cannot be finished: the solver proved that no line wins from here.</source>
        <translation>La partita non si può finire: il risolutore ha dimostrato che da qui nessuna linea vince.</translation>
    </message>
    <message>
        <source>The solver could not decide whether this game can be finished.</source>
        <translation>Il risolutore non è riuscito a stabilire se questa partita si può finire.</translation>
    </message>
    <message>
        <source>Finishing the game: the solver proved it won.</source>
        <translation>Completamento della partita: il risolutore l'ha dimostrata vinta.</translation>
    </message>
    <message>
        <source>Finishing stopped.</source>
        <translation>Completamento fermato.</translation>
    </message>
</context>
<context>
    <name>Game</name>
    <message>
        <source>Calculation</source>
        <translation>Calcolo</translation>
    </message>
    <message>
        <source>Sir Tommy</source>
        <translation>Sir Tommy</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>Strategia</translation>
    </message>
</context>
<context>
    <name>GameClock</name>
    <message>
        <source>Time: {time}</source>
        <translation>Tempo: {time}</translation>
    </message>
    <message>
        <source>Show the game's t&amp;ime in the status bar</source>
        <translation>Mostra il te&amp;mpo della partita nella barra di stato</translation>
    </message>
</context>
<context>
    <name>GameLock</name>
    <message>
        <source>Calculation is already open in another window, which keeps its own game in progress, so this window's game will not be saved for next time. Its results still count in your statistics.</source>
        <translation>Calcolo è già aperto in un'altra finestra, che tiene la sua partita in corso: la partita di questa finestra non verrà salvata per la prossima volta. I suoi risultati contano comunque nelle statistiche.</translation>
    </message>
    <message>
        <source>Resumed after an unexpected stop.</source>
        <translation>Ripreso dopo un arresto imprevisto.</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <source>Show the next move of a winning line (the solver looks for one)</source>
        <translation>Mostra la prossima mossa di una linea vincente (il risolutore ne cerca una)</translation>
    </message>
    <message>
        <source>The game is won.</source>
        <translation>La partita è vinta.</translation>
    </message>
    <message>
        <source>Looking for a winning line…</source>
        <translation>Ricerca di una linea vincente…</translation>
    </message>
    <message>
        <source>Hint: the solver could not decide in time.</source>
        <translation>Suggerimento: il risolutore non ha deciso in tempo.</translation>
    </message>
    <message>
        <source>The solver &lt;b&gt;could not decide&lt;/b&gt; whether this position can still be won.</source>
        <translation>Il risolutore &lt;b&gt;non è riuscito a stabilire&lt;/b&gt; se questa posizione si può ancora vincere.</translation>
    </message>
    <message>
        <source>Hint: {move}.</source>
        <translation>Suggerimento: {move}.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Suggest</source>
        <translation>Consiglia</translation>
    </message>
    <message>
        <source>&lt;b&gt;The deal is lost from here&lt;/b&gt;: the solver proved that no line of play wins. &lt;b&gt;Suggest&lt;/b&gt; (S) shows the best try: it does not know the stock, so it plays the odds of the cards to come.</source>
        <translation>&lt;b&gt;Da qui la smazzata è persa&lt;/b&gt;: il risolutore ha dimostrato che nessuna linea di gioco vince. &lt;b&gt;Consiglia&lt;/b&gt; (S) mostra il miglior tentativo: non conosce il mazzo, quindi gioca le probabilità delle carte che verranno.</translation>
    </message>
    <message>
        <source>Hint: the deal is lost from here. Suggest (S) shows the best try.</source>
        <translation>Suggerimento: da qui la smazzata è persa. Consiglia (S) mostra il miglior tentativo.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The deal is lost from here&lt;/b&gt;: the solver proved that no line of play wins.</source>
        <translation>&lt;b&gt;Da qui la smazzata è persa&lt;/b&gt;: il risolutore ha dimostrato che nessuna linea di gioco vince.</translation>
    </message>
    <message>
        <source>Hint: the deal is lost from here.</source>
        <translation>Suggerimento: da qui la smazzata è persa.</translation>
    </message>
</context>
<context>
    <name>KeyboardCursor</name>
    <message>
        <source>{0}, onto {1}</source>
        <translation>{0}, su {1}</translation>
    </message>
    <message>
        <source>Enter or Space drops it there; Tab chooses another pile; Escape puts it back.</source>
        <translation>Invio o Spazio la posa qui; Tab sceglie un'altra pila; Esc la rimette a posto.</translation>
    </message>
    <message>
        <source>{0}, the turned card</source>
        <translation>{0}, la carta girata</translation>
    </message>
    <message>
        <source>{0}, top of {1}</source>
        <translation>{0}, in cima a {1}</translation>
    </message>
    <message>
        <source>Goes to {0} or any waste pile.</source>
        <translation>Va su {0} o su una pila di scarto qualsiasi.</translation>
    </message>
    <message>
        <source>Goes to {0}.</source>
        <translation>Va su {0}.</translation>
    </message>
    <message>
        <source>Goes to any waste pile.</source>
        <translation>Va su una pila di scarto qualsiasi.</translation>
    </message>
    <message>
        <source>Enter or Space picks it up.</source>
        <translation>Invio o Spazio la prende.</translation>
    </message>
</context>
<context>
    <name>LanguageBox</name>
    <message>
        <source>Language</source>
        <translation>Lingua</translation>
    </message>
    <message>
        <source>System ({language})</source>
        <translation>Sistema ({language})</translation>
    </message>
    <message>
        <source>The new language applies the next time Calculation starts.</source>
        <translation>La nuova lingua vale dal prossimo avvio di Calcolo.</translation>
    </message>
    <message>
        <source>A new choice applies the next time Calculation starts.</source>
        <translation>La nuova scelta vale dal prossimo avvio di Calcolo.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>This game has %n waste pile(s).</source>
        <translation>
            <numerusform>Questo gioco ha %n pila di scarto.</numerusform>
            <numerusform>Questo gioco ha %n pile di scarto.</numerusform>
        </translation>
    </message>
    <message>
        <source>The stock is used up.</source>
        <translation>Il mazzo è esaurito.</translation>
    </message>
    <message>
        <source>Waste pile {pile} is empty.</source>
        <translation>La pila di scarto {pile} è vuota.</translation>
    </message>
    <message>
        <source>Calculation</source>
        <translation>Calcolo</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Tavolo da gioco</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>Niente da annullare.</translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <translation>Niente da ripetere.</translation>
    </message>
    <message>
        <source>Not allowed: {reason}.</source>
        <translation>Non consentito: {reason}.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;You won!&lt;/b&gt; All 52 cards are on the foundations in %n move(s).</source>
        <translation>
            <numerusform>&lt;b&gt;Hai vinto!&lt;/b&gt; Tutte le 52 carte sono sulle basi in %n mossa.</numerusform>
            <numerusform>&lt;b&gt;Hai vinto!&lt;/b&gt; Tutte le 52 carte sono sulle basi in %n mosse.</numerusform>
        </translation>
    </message>
    <message>
        <source>New deal</source>
        <translation>Nuova smazzata</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Blocked.&lt;/b&gt; The stock is used up and no waste-pile top fits a foundation (%n card(s) left).</source>
        <translation>
            <numerusform>&lt;b&gt;Bloccata.&lt;/b&gt; Il mazzo è esaurito e nessuna carta in cima a una pila di scarto va su una base (resta %n carta).</numerusform>
            <numerusform>&lt;b&gt;Bloccata.&lt;/b&gt; Il mazzo è esaurito e nessuna carta in cima a una pila di scarto va su una base (restano %n carte).</numerusform>
        </translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Ricomincia</translation>
    </message>
    <message>
        <source>Daily deal {date}</source>
        <translation>Smazzata del giorno {date}</translation>
    </message>
    <message>
        <source>{variant} — {deal}</source>
        <translation>{variant} — {deal}</translation>
    </message>
    <message>
        <source>Hand-made deck</source>
        <translation>Mazzo fatto a mano</translation>
    </message>
    <message>
        <source>Autoplay is off: double-click or drag the card, or use the keys (see Help → Rules).</source>
        <translation>Il gioco automatico è disattivato: fai doppio clic sulla carta, trascinala o usa i tasti (vedi Aiuto → Regole).</translation>
    </message>
    <message>
        <source>Deal {number}</source>
        <translation>Smazzata {number}</translation>
    </message>
    <message>
        <source>Stock: {count}</source>
        <translation>Mazzo: {count}</translation>
    </message>
    <message>
        <source>Moves: {count}</source>
        <translation>Mosse: {count}</translation>
    </message>
    <message>
        <source>&amp;New deal</source>
        <translation>&amp;Nuova smazzata</translation>
    </message>
    <message>
        <source>Deal a new game</source>
        <translation>Inizia una nuova smazzata</translation>
    </message>
    <message>
        <source>&amp;Restart deal</source>
        <translation>&amp;Ricomincia la smazzata</translation>
    </message>
    <message>
        <source>Start this deal again from the beginning</source>
        <translation>Ricomincia questa smazzata dall'inizio</translation>
    </message>
    <message>
        <source>Deal by n&amp;umber…</source>
        <translation>Smazzata per n&amp;umero…</translation>
    </message>
    <message>
        <source>Play a deal given by its number</source>
        <translation>Gioca una smazzata dato il suo numero</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistiche…</translation>
    </message>
    <message>
        <source>Games played, won and lost</source>
        <translation>Partite giocate, vinte e perse</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>E&amp;sci</translation>
    </message>
    <message>
        <source>Quit Calculation</source>
        <translation>Esci da Calcolo</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <translation>Annulla l'ultima mossa</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ripeti</translation>
    </message>
    <message>
        <source>Play the undone move again</source>
        <translation>Gioca di nuovo la mossa annullata</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Suggerimento</translation>
    </message>
    <message>
        <source>Show a good move</source>
        <translation>Mostra una buona mossa</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Impostazioni…</translation>
    </message>
    <message>
        <source>Game, waste piles, autoplay, animation, language</source>
        <translation>Gioco, pile di scarto, gioco automatico, animazione, lingua</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regole</translation>
    </message>
    <message>
        <source>The rules of the current game</source>
        <translation>Le regole del gioco in corso</translation>
    </message>
    <message>
        <source>&amp;About Calculation</source>
        <translation>&amp;Informazioni su Calcolo</translation>
    </message>
    <message>
        <source>Version and licence</source>
        <translation>Versione e licenza</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>Sc&amp;hermo intero</translation>
    </message>
    <message>
        <source>Show the table on the whole screen, or in a window again</source>
        <translation>Mostra il tavolo a schermo intero, o di nuovo in una finestra</translation>
    </message>
    <message>
        <source>New deal</source>
        <comment>toolbar</comment>
        <translation>Nuova</translation>
    </message>
    <message>
        <source>Restart deal</source>
        <comment>toolbar</comment>
        <translation>Da capo</translation>
    </message>
    <message>
        <source>Settings</source>
        <comment>toolbar</comment>
        <translation>Opzioni</translation>
    </message>
    <message>
        <source>Undo</source>
        <comment>toolbar</comment>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Redo</source>
        <comment>toolbar</comment>
        <translation>Ripeti</translation>
    </message>
    <message>
        <source>Hint</source>
        <comment>toolbar</comment>
        <translation>Indizio</translation>
    </message>
    <message>
        <source>Turned card to waste pile &amp;{pile}</source>
        <translation>Carta girata sulla pila di scarto &amp;{pile}</translation>
    </message>
    <message>
        <source>Turned card to a &amp;foundation</source>
        <translation>Carta girata su una &amp;base</translation>
    </message>
    <message>
        <source>Waste pile {pile} to a foundation</source>
        <translation>Pila di scarto {pile} su una base</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Modifica</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Gioca</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <translation>Barra degli strumenti principale</translation>
    </message>
    <message>
        <source>C&amp;hoose game</source>
        <translation>Scegli il gi&amp;oco</translation>
    </message>
    <message>
        <source>Play another game or another form of it: a new deal of it</source>
        <translation>Gioca un altro gioco o un'altra sua forma: una nuova smazzata</translation>
    </message>
    <message>
        <source>Game</source>
        <comment>toolbar</comment>
        <translation>Gioco</translation>
    </message>
</context>
<context>
    <name>MenuEntry</name>
    <message>
        <source>Patience Game</source>
        <translation>Gioco di solitario</translation>
    </message>
    <message>
        <source>Play Calculation, Sir Tommy and Strategy: patience games for people who like to think ahead</source>
        <translation>Gioca a Calcolo, Sir Tommy e Strategia: solitari per chi ama pensare in anticipo</translation>
    </message>
    <message>
        <source>patience;solitaire;cards;calculation;broken intervals;sir tommy;strategy;</source>
        <translation>solitario;carte;calcolo;sir tommy;strategia;</translation>
    </message>
    <message>
        <source>Patience games for people who like to think ahead</source>
        <translation>Solitari per chi ama pensare in anticipo</translation>
    </message>
</context>
<context>
    <name>Move</name>
    <message>
        <source>{card} to foundation {number}</source>
        <translation>{card} sulla base {number}</translation>
    </message>
    <message>
        <source>{card} to waste pile {number}</source>
        <translation>{card} sulla pila di scarto {number}</translation>
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
        <translation>La demo ha giocato in questa partita: le partite della demo non contano nelle statistiche.</translation>
    </message>
    <message>
        <source>This game was counted as lost already: another Calculation window left it unfinished, so this win does not count.</source>
        <translation>Questa partita è già stata contata come persa: un'altra finestra di Calcolo l'ha lasciata incompiuta, quindi questa vittoria non conta.</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>No foundation wants the {card} now.</source>
        <translation>Nessuna base accetta ora: {card}.</translation>
    </message>
    <message>
        <source>The foundations wait for the stock: while it lasts, only an Ace from the stock may go up.</source>
        <translation>Le basi aspettano la fine del mazzo: finché dura, può salire solo un asso dal mazzo.</translation>
    </message>
    <message>
        <source>There is no card to move there.</source>
        <translation>Non c'è nessuna carta da spostare lì.</translation>
    </message>
    <message>
        <source>A card never moves from one waste pile to another: a waste pile's top card goes only to a foundation.</source>
        <translation>Una carta non passa mai da una pila di scarto a un'altra: la carta in cima a una pila di scarto va solo su una base.</translation>
    </message>
    <message>
        <source>The {card} cannot go there.</source>
        <translation>Questa carta non può andare lì: {card}.</translation>
    </message>
    <message>
        <source>Nothing goes back to the stock.</source>
        <translation>Niente torna nel mazzo.</translation>
    </message>
    <message>
        <source>Foundation {k} is complete; foundation {other} takes the {card}.</source>
        <translation>La base {k} è completa; la base {other} prende questa carta: {card}.</translation>
    </message>
    <message>
        <source>Foundation {k} follows its own suit; foundation {other} takes the {card}.</source>
        <translation>La base {k} segue il proprio seme; la base {other} prende questa carta: {card}.</translation>
    </message>
    <message>
        <source>Foundation {k} wants {rank} next, not the {card}; foundation {other} takes it.</source>
        <translation>La base {k} vuole ora {rank}, non questa carta: {card}; la prende la base {other}.</translation>
    </message>
    <message>
        <source>Cards on a foundation stay there: the {card} cannot move.</source>
        <translation>Le carte su una base restano lì: questa carta non può muoversi ({card}).</translation>
    </message>
    <message>
        <source>The stock is turned one card at a time: play the turned card first.</source>
        <translation>Il mazzo si gira una carta alla volta: gioca prima la carta girata.</translation>
    </message>
    <message>
        <source>Only the top card of a waste pile moves: the {card} is covered.</source>
        <translation>Si muove solo la carta in cima a una pila di scarto: questa carta è coperta ({card}).</translation>
    </message>
    <message>
        <source>The game is over: nothing moves any more.</source>
        <translation>La partita è finita: non si muove più niente.</translation>
    </message>
    <message>
        <source>an Ace</source>
        <translation>un asso</translation>
    </message>
    <message>
        <source>a Two</source>
        <translation>un due</translation>
    </message>
    <message>
        <source>a Three</source>
        <translation>un tre</translation>
    </message>
    <message>
        <source>a Four</source>
        <translation>un quattro</translation>
    </message>
    <message>
        <source>a Five</source>
        <translation>un cinque</translation>
    </message>
    <message>
        <source>a Six</source>
        <translation>un sei</translation>
    </message>
    <message>
        <source>a Seven</source>
        <translation>un sette</translation>
    </message>
    <message>
        <source>an Eight</source>
        <translation>un otto</translation>
    </message>
    <message>
        <source>a Nine</source>
        <translation>un nove</translation>
    </message>
    <message>
        <source>a Ten</source>
        <translation>un dieci</translation>
    </message>
    <message>
        <source>a Jack</source>
        <translation>un fante</translation>
    </message>
    <message>
        <source>a Queen</source>
        <translation>una donna</translation>
    </message>
    <message>
        <source>a King</source>
        <translation>un re</translation>
    </message>
    <message>
        <source>cards never leave a foundation</source>
        <translation>le carte non lasciano mai una base</translation>
    </message>
    <message>
        <source>the stock is empty</source>
        <translation>il mazzo è vuoto</translation>
    </message>
    <message>
        <source>there is no waste pile {number} (this game has {count})</source>
        <translation>non c'è una pila di scarto {number} (questo gioco ne ha {count})</translation>
    </message>
    <message>
        <source>waste pile {number} is empty</source>
        <translation>la pila di scarto {number} è vuota</translation>
    </message>
    <message>
        <source>unknown source pile</source>
        <translation>pila di partenza sconosciuta</translation>
    </message>
    <message>
        <source>nothing goes back to the stock</source>
        <translation>niente torna nel mazzo</translation>
    </message>
    <message>
        <source>a card never moves from one waste pile to another</source>
        <translation>una carta non passa mai da una pila di scarto a un'altra</translation>
    </message>
    <message>
        <source>there is no foundation {number}</source>
        <translation>non c'è una base {number}</translation>
    </message>
    <message>
        <source>foundation {number} is complete</source>
        <translation>la base {number} è completa</translation>
    </message>
    <message>
        <source>no waste card goes to a foundation while the stock lasts</source>
        <translation>nessuna carta delle pile di scarto va su una base finché dura il mazzo</translation>
    </message>
    <message>
        <source>foundation {number} takes no card after its first while the stock lasts</source>
        <translation>la base {number} non prende altre carte dopo la prima finché dura il mazzo</translation>
    </message>
    <message>
        <source>foundation {number} is empty and starts with {rank}, not {card}</source>
        <translation>la base {number} è vuota e comincia con {rank}, non con: {card}</translation>
    </message>
    <message>
        <source>foundation {number} follows {suit}: it wants {rank} of that suit, not {card}</source>
        <translation>la base {number} segue il seme di {suit}: vuole {rank} di quel seme, non: {card}</translation>
    </message>
    <message>
        <source>foundation {number} wants {rank}, not {card}</source>
        <translation>la base {number} vuole {rank}, non: {card}</translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message numerus="yes">
        <source>The winning line: %n move(s). Press Play, or Next to step through it.</source>
        <translation>
            <numerusform>La linea vincente: %n mossa. Premi Riproduci, o Avanti per seguirla passo passo.</numerusform>
            <numerusform>La linea vincente: %n mosse. Premi Riproduci, o Avanti per seguirla passo passo.</numerusform>
        </translation>
    </message>
    <message>
        <source>Replay table</source>
        <translation>Tavolo della riproduzione</translation>
    </message>
    <message>
        <source>Replay move</source>
        <translation>Mossa riprodotta</translation>
    </message>
    <message>
        <source>Violet ring: the card just played. Yellow: the next move, which Next plays.</source>
        <translation>Anello viola: la carta appena giocata. Giallo: la prossima mossa, che Avanti gioca.</translation>
    </message>
    <message>
        <source>◀ &amp;Back</source>
        <translation>◀ &amp;Indietro</translation>
    </message>
    <message>
        <source>&amp;Next ▶</source>
        <translation>&amp;Avanti ▶</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Riproduci</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Chiudi</translation>
    </message>
    <message>
        <source>{intro} Next (highlighted): {move}.</source>
        <translation>{intro} Prossima (evidenziata): {move}.</translation>
    </message>
    <message>
        <source>Move {index} of {count}: {move}. Next (highlighted): {next}.</source>
        <translation>Mossa {index} di {count}: {move}. Prossima (evidenziata): {next}.</translation>
    </message>
    <message>
        <source>Move {index} of {count}: {move} — all 52 cards are on the foundations.</source>
        <translation>Mossa {index} di {count}: {move} — tutte le 52 carte sono sulle basi.</translation>
    </message>
    <message>
        <source>Move {index} of {count}: {move}</source>
        <translation>Mossa {index} di {count}: {move}</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pausa</translation>
    </message>
</context>
<context>
    <name>ReviewActions</name>
    <message>
        <source>Re&amp;view game…</source>
        <translation>Anali&amp;zza la partita…</translation>
    </message>
    <message>
        <source>The Advisor's winning chance after every move, the moves that lowered it and the solver's verdict</source>
        <translation>La probabilità di vittoria del consigliere dopo ogni mossa, le mosse che l’hanno abbassata e il verdetto del risolutore</translation>
    </message>
    <message>
        <source>Review a re&amp;cent game</source>
        <translation>Analizza una partita re&amp;cente</translation>
    </message>
    <message>
        <source>Make a move first: there is nothing to review yet.</source>
        <translation>Fai prima una mossa: non c'è ancora niente da analizzare.</translation>
    </message>
    <message>
        <source>won after move {moves}</source>
        <translation>vinta dopo la mossa {moves}</translation>
    </message>
    <message>
        <source>abandoned after move {moves}</source>
        <translation>abbandonata dopo la mossa {moves}</translation>
    </message>
    <message>
        <source>lost after move {moves}</source>
        <translation>persa dopo la mossa {moves}</translation>
    </message>
    <message>
        <source>{variant}, {deal}: {outcome}, {date}</source>
        <translation>{variant}, {deal}: {outcome}, {date}</translation>
    </message>
    <message>
        <source>Review: {variant}, {deal}</source>
        <translation>Analisi: {variant}, {deal}</translation>
    </message>
    <message>
        <source>No recorded game yet</source>
        <translation>Nessuna partita registrata</translation>
    </message>
    <message>
        <source>Review cancelled.</source>
        <translation>Analisi annullata.</translation>
    </message>
    <message>
        <source>The review failed: {reason}</source>
        <translation>L'analisi non è riuscita: {reason}</translation>
    </message>
</context>
<context>
    <name>ReviewChart</name>
    <message>
        <source>the Advisor's chance</source>
        <translation>la probabilità del consigliere</translation>
    </message>
    <message>
        <source>the position on the board</source>
        <translation>la posizione sul tavolo</translation>
    </message>
    <message>
        <source>a move that lost chance</source>
        <translation>una mossa che ha perso probabilità</translation>
    </message>
    <message>
        <source>shaded: no line of play wins any more</source>
        <translation>ombreggiato: nessuna linea di gioco vince più</translation>
    </message>
    <message>
        <source>Winning chance chart</source>
        <translation>Grafico della probabilità di vittoria</translation>
    </message>
    <message>
        <source>The Advisor's winning chance after each move; click to see that position</source>
        <translation>La probabilità di vittoria del consigliere dopo ogni mossa; fai clic per vedere quella posizione</translation>
    </message>
    <message>
        <source>The Advisor's winning chance after each move</source>
        <translation>La probabilità di vittoria del consigliere dopo ogni mossa</translation>
    </message>
    <message>
        <source>start</source>
        <translation>inizio</translation>
    </message>
    <message>
        <source>move {number}</source>
        <translation>mossa {number}</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <source>You won this deal.</source>
        <translation>Hai vinto questa smazzata.</translation>
    </message>
    <message>
        <source>Move {number}: {played} kept {kept}; {better} would have kept {better_kept}.</source>
        <translation>Mossa {number}: {played} ha tenuto {kept}; {better} avrebbe tenuto {better_kept}.</translation>
    </message>
    <message>
        <source>With the cards' order known, no line of play wins this deal (the solver proved it).</source>
        <translation>Conoscendo l’ordine delle carte, nessuna linea di gioco vince questa smazzata (il risolutore l’ha dimostrato).</translation>
    </message>
    <message>
        <source>This deal is still winnable: after move {last} a winning line remains.</source>
        <translation>Questa smazzata è ancora vincibile: dopo la mossa {last} resta una linea vincente.</translation>
    </message>
    <message>
        <source>This deal was winnable at least until move {last}; the solver could not decide the positions after it in time.</source>
        <translation>Questa smazzata era vincibile almeno fino alla mossa {last}; il risolutore non ha potuto decidere in tempo le posizioni successive.</translation>
    </message>
    <message>
        <source>The solver proved the position after move {lost} lost, but could not decide the earlier ones in time.</source>
        <translation>Il risolutore ha dimostrato persa la posizione dopo la mossa {lost}, ma non ha potuto decidere in tempo quelle precedenti.</translation>
    </message>
    <message>
        <source>The solver could not decide in time whether this deal was winnable.</source>
        <translation>Il risolutore non ha potuto stabilire in tempo se questa smazzata era vincibile.</translation>
    </message>
    <message>
        <source>{kept} is the chance as the move was made; then the next card turned up, making it {chance}.</source>
        <translation>{kept} è la probabilità al momento della mossa; poi è uscita la carta successiva e la probabilità è diventata {chance}.</translation>
    </message>
    <message>
        <source>With the cards' order known, the deal could still be won before move {lost}; after it no line of play wins.</source>
        <translation>Conoscendo l’ordine delle carte, la smazzata si poteva ancora vincere prima della mossa {lost}; dopo, nessuna linea di gioco vince.</translation>
    </message>
    <message>
        <source>From what you could see, no move of yours lost more chance than the estimate's noise.</source>
        <translation>Da ciò che potevi vedere, nessuna tua mossa ha perso più probabilità del rumore della stima.</translation>
    </message>
    <message>
        <source>From what you could see, moves that lost more chance than the estimate's noise: {count}; the most, move {number}: {kept} instead of {better_kept}.</source>
        <translation>Da ciò che potevi vedere, mosse che hanno perso più probabilità del rumore della stima: {count}; la peggiore, la mossa {number}: {kept} invece di {better_kept}.</translation>
    </message>
    <message>
        <source>Riskier than needed: you won, but each of these moves lowered the Advisor's chance by more than the noise (click one to see it):</source>
        <translation>Più rischiose del necessario: hai vinto, ma ognuna di queste mosse ha abbassato la probabilità del consigliere più del rumore (fai clic su una per vederla):</translation>
    </message>
    <message>
        <source>Biggest mistakes: the moves that lowered the Advisor's chance the most (click one to see it):</source>
        <translation>Errori più gravi: le mosse che hanno abbassato di più la probabilità del consigliere (fai clic su una per vederla):</translation>
    </message>
    <message>
        <source>The deal as dealt: the Advisor's chance {chance}.</source>
        <translation>La smazzata come distribuita: probabilità del consigliere {chance}.</translation>
    </message>
    <message>
        <source>After move {index}: the Advisor's chance {chance}.</source>
        <translation>Dopo la mossa {index}: probabilità del consigliere {chance}.</translation>
    </message>
    <message>
        <source>With the cards' order known, this move lost the deal: no line of play wins from here.</source>
        <translation>Conoscendo l’ordine delle carte, questa mossa ha perso la smazzata: nessuna linea di gioco vince da qui.</translation>
    </message>
    <message>
        <source>With the cards' order known, no line of play wins from here.</source>
        <translation>Conoscendo l’ordine delle carte, nessuna linea di gioco vince da qui.</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Verdetto</translation>
    </message>
    <message>
        <source>Review progress</source>
        <translation>Avanzamento dell'analisi</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Chart legend</source>
        <translation>Legenda del grafico</translation>
    </message>
    <message>
        <source>Moves that lost chance</source>
        <translation>Mosse che hanno perso probabilità</translation>
    </message>
    <message>
        <source>The deal as dealt. Click the chart or a move in the list, or press Next.</source>
        <translation>La smazzata com'è stata distribuita. Fai clic sul grafico o su una mossa dell'elenco, oppure premi Avanti.</translation>
    </message>
    <message>
        <source>Reviewing the game: the Advisor's chance after every move, then the solver's verdict.</source>
        <translation>Analisi della partita: la probabilità del consigliere dopo ogni mossa, poi il verdetto del risolutore.</translation>
    </message>
    <message>
        <source>Chance: how often the Advisor (Suggest) wins from a position. Like you, it does not know the order of the cards still in the stock; its trials of random orders are calibrated against its own games, so the chance reads as odds. Hint's solver, which knows the order, answers another question: whether a winning line exists.</source>
        <translation>Probabilità: quanto spesso il consigliere (Consiglia) vince da una posizione. Come te, non conosce l’ordine delle carte rimaste nel mazzo; le sue prove con ordini casuali sono tarate sulle sue stesse partite, quindi la probabilità si legge come le tue possibilità. Il risolutore di Suggerimento, che conosce l’ordine, risponde a un’altra domanda: se esiste una linea vincente.</translation>
    </message>
    <message>
        <source>The position shown</source>
        <translation>La posizione mostrata</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Chiudi</translation>
    </message>
    <message>
        <source>Reviewing… %p%</source>
        <translation>Analisi… %p%</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>by ones</source>
        <translation>di uno in uno</translation>
    </message>
    <message>
        <source>by twos</source>
        <translation>di due in due</translation>
    </message>
    <message>
        <source>by threes</source>
        <translation>di tre in tre</translation>
    </message>
    <message>
        <source>by fours</source>
        <translation>di quattro in quattro</translation>
    </message>
    <message>
        <source>{step}, first card {rank}, placed before play</source>
        <translation>{step}, prima carta: {rank}, posata prima di giocare</translation>
    </message>
    <message>
        <source>{step}, first card {rank}, when one turns up</source>
        <translation>{step}, prima carta: {rank}, quando ne esce uno</translation>
    </message>
    <message>
        <source>{step}, first card {rank}, then its suit only</source>
        <translation>{step}, prima carta: {rank}, poi solo il suo seme</translation>
    </message>
    <message>
        <source>{step}, first card {rank}, placed before play, then its suit only</source>
        <translation>{step}, prima carta: {rank}, posata prima di giocare, poi solo il suo seme</translation>
    </message>
    <message>
        <source>by steps of {step}</source>
        <translation>a passi di {step}</translation>
    </message>
    <message>
        <source>Foundation</source>
        <translation>Base</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Passo</translation>
    </message>
    <message>
        <source>Four foundations build at once: the first by ones, the second by twos, the third by threes and the fourth by fours, counting past the King back to the Ace (13 wraps round to 1). Suits never matter. Before play, the first Ace, Two, Three and Four of the deck are laid out as the foundations' bases.</source>
        <translation>Quattro basi si costruiscono insieme: la prima di uno in uno, la seconda di due in due, la terza di tre in tre e la quarta di quattro in quattro, contando oltre il re di nuovo fino all'asso (dopo il 13 si ricomincia da 1). I semi non contano mai. Prima di giocare, il primo asso, due, tre e quattro del mazzo vengono posati come prime carte delle basi.</translation>
    </message>
    <message>
        <source>Four foundations build at once: the first by ones, the second by twos, the third by threes and the fourth by fours, counting past the King back to the Ace (13 wraps round to 1). Suits never matter. All four foundations start &lt;b&gt;empty&lt;/b&gt;: foundation 1 can only be started with an Ace, foundation 2 with a Two, foundation 3 with a Three and foundation 4 with a Four, when one turns up.</source>
        <translation>Quattro basi si costruiscono insieme: la prima di uno in uno, la seconda di due in due, la terza di tre in tre e la quarta di quattro in quattro, contando oltre il re di nuovo fino all'asso (dopo il 13 si ricomincia da 1). I semi non contano mai. Tutte e quattro le basi partono &lt;b&gt;vuote&lt;/b&gt;: la base 1 si può iniziare solo con un asso, la base 2 con un due, la base 3 con un tre e la base 4 con un quattro, quando ne esce uno.</translation>
    </message>
    <message>
        <source>Four foundations build up by ones from Ace to King. Suits never matter. Each foundation starts empty; any Ace may start any empty foundation.</source>
        <translation>Quattro basi si costruiscono di uno in uno dall'asso al re. I semi non contano mai. Ogni base parte vuota; qualsiasi asso può iniziare qualsiasi base vuota.</translation>
    </message>
    <message>
        <source>Four foundations build up by ones from Ace to King, each in &lt;b&gt;one suit&lt;/b&gt;: the suit of the Ace that started it. Each foundation starts empty; any Ace may start any empty foundation.</source>
        <translation>Quattro basi si costruiscono di uno in uno dall'asso al re, ciascuna in &lt;b&gt;un solo seme&lt;/b&gt;: il seme dell'asso che l'ha iniziata. Ogni base parte vuota; qualsiasi asso può iniziare qualsiasi base vuota.</translation>
    </message>
    <message>
        <source>The game as the classic books give it. Four foundations build up by ones from Ace to King, each in &lt;b&gt;one suit&lt;/b&gt;: the suit of the Ace that started it, and there are &lt;b&gt;eight&lt;/b&gt; waste piles. &lt;b&gt;While the stock lasts&lt;/b&gt;, only an Ace may go up (any Ace starts any empty foundation); every other card goes onto a waste pile, and no waste-pile card may move. Once the stock is used up, the waste-pile tops build on the foundations.</source>
        <translation>Il gioco come lo riportano i libri classici. Quattro basi si costruiscono di uno in uno dall'asso al re, ciascuna in &lt;b&gt;un solo seme&lt;/b&gt;: il seme dell'asso che l'ha iniziata, e le pile di scarto sono &lt;b&gt;otto&lt;/b&gt;. &lt;b&gt;Finché dura il mazzo&lt;/b&gt;, solo un asso può salire (qualsiasi asso inizia qualsiasi base vuota); ogni altra carta va su una pila di scarto, e nessuna carta delle pile di scarto può muoversi. Esaurito il mazzo, le carte in cima alle pile di scarto salgono sulle basi.</translation>
    </message>
    <message>
        <source>&lt;p&gt;Every foundation takes exactly 13 cards and ends on a King.&lt;/p&gt;&lt;h3&gt;Play&lt;/h3&gt;&lt;p&gt;The stock is turned one card at a time, in a single pass (no redeal). The turned card must be placed before the next one is turned: on a foundation that wants it, or on any of the &lt;b&gt;{piles}&lt;/b&gt; waste piles, whatever its rank. The top card of a waste pile may go to a foundation that wants it at any time. Nothing else moves: never from one waste pile to another, never off a foundation.&lt;/p&gt;&lt;p&gt;The skill is in the waste piles: they are stacks you can only take from the top, so put cards that will be wanted late under cards that will be wanted soon.&lt;/p&gt;&lt;h3&gt;End&lt;/h3&gt;&lt;p&gt;You win when all 52 cards are on the foundations. The game is lost (blocked) when the stock is used up and no waste-pile top fits any foundation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ogni base prende esattamente 13 carte e finisce con un re.&lt;/p&gt;&lt;h3&gt;Gioco&lt;/h3&gt;&lt;p&gt;Il mazzo si gira una carta alla volta, in un solo passaggio (senza ridistribuire). La carta girata va posata prima di girare la successiva: su una base che la vuole, oppure su una qualsiasi delle &lt;b&gt;{piles}&lt;/b&gt; pile di scarto, qualunque sia il suo valore. La carta in cima a una pila di scarto può andare in qualsiasi momento su una base che la vuole. Nient'altro si muove: mai da una pila di scarto a un'altra, mai via da una base.&lt;/p&gt;&lt;p&gt;L'abilità sta nelle pile di scarto: sono pile da cui si può prendere solo la carta in cima, quindi metti le carte che serviranno tardi sotto quelle che serviranno presto.&lt;/p&gt;&lt;h3&gt;Fine&lt;/h3&gt;&lt;p&gt;Vinci quando tutte le 52 carte sono sulle basi. La partita è persa (bloccata) quando il mazzo è esaurito e nessuna carta in cima a una pila di scarto va su una base.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Every foundation takes exactly 13 cards and ends on a King.&lt;/p&gt;&lt;h3&gt;Play&lt;/h3&gt;&lt;p&gt;The stock is turned one card at a time, in a single pass (no redeal). The turned card must be placed before the next one is turned: an Ace on an empty foundation, any other card on any of the &lt;b&gt;{piles}&lt;/b&gt; waste piles, whatever its rank. While the stock lasts, no waste-pile card moves. Once the stock is used up, the top card of a waste pile may go to a foundation that wants it. Nothing else moves: never from one waste pile to another, never off a foundation.&lt;/p&gt;&lt;p&gt;The skill is in the waste piles: they are stacks you can only take from the top, so put cards that will be wanted late under cards that will be wanted soon.&lt;/p&gt;&lt;h3&gt;End&lt;/h3&gt;&lt;p&gt;You win when all 52 cards are on the foundations. The game is lost (blocked) when the stock is used up and no waste-pile top fits any foundation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ogni base prende esattamente 13 carte e finisce con un re.&lt;/p&gt;&lt;h3&gt;Gioco&lt;/h3&gt;&lt;p&gt;Il mazzo si gira una carta alla volta, in un solo passaggio (senza ridistribuire). La carta girata va posata prima di girare la successiva: un asso su una base vuota, qualsiasi altra carta su una qualsiasi delle &lt;b&gt;{piles}&lt;/b&gt; pile di scarto, qualunque sia il suo valore. Finché dura il mazzo, nessuna carta delle pile di scarto si muove. Esaurito il mazzo, la carta in cima a una pila di scarto può andare su una base che la vuole. Nient'altro si muove: mai da una pila di scarto a un'altra, mai via da una base.&lt;/p&gt;&lt;p&gt;L'abilità sta nelle pile di scarto: sono pile da cui si può prendere solo la carta in cima, quindi metti le carte che serviranno tardi sotto quelle che serviranno presto.&lt;/p&gt;&lt;h3&gt;Fine&lt;/h3&gt;&lt;p&gt;Vinci quando tutte le 52 carte sono sulle basi. La partita è persa (bloccata) quando il mazzo è esaurito e nessuna carta in cima a una pila di scarto va su una base.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;How to play here&lt;/h3&gt;&lt;p&gt;Drag the turned card or a waste-pile top to a pile. With &lt;i&gt;Autoplay&lt;/i&gt; on, a click plays a card: a waste-pile top goes to a foundation that wants it; the turned card goes to a foundation that wants it or else to the waste pile the rating judges best. Keys: &lt;b&gt;1&lt;/b&gt;&amp;ndash;&lt;b&gt;{piles}&lt;/b&gt; put the turned card on that waste pile, &lt;b&gt;F&lt;/b&gt; plays it to a foundation, &lt;b&gt;Shift+1&lt;/b&gt;&amp;ndash;&lt;b&gt;{piles}&lt;/b&gt; play that waste pile's top to a foundation; &lt;b&gt;Ctrl+Z&lt;/b&gt; undo, &lt;b&gt;Ctrl+Shift+Z&lt;/b&gt; redo, &lt;b&gt;H&lt;/b&gt; hint.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Come si gioca qui&lt;/h3&gt;&lt;p&gt;Trascina la carta girata o la carta in cima a una pila di scarto su una pila. Con il &lt;i&gt;gioco automatico&lt;/i&gt; attivo, un clic gioca una carta: la carta in cima a una pila di scarto va su una base che la vuole; la carta girata va su una base che la vuole, altrimenti sulla pila di scarto che la valutazione giudica migliore. Tasti: &lt;b&gt;1&lt;/b&gt;&amp;ndash;&lt;b&gt;{piles}&lt;/b&gt; posano la carta girata su quella pila di scarto, &lt;b&gt;F&lt;/b&gt; la gioca su una base, &lt;b&gt;Maiusc+1&lt;/b&gt;&amp;ndash;&lt;b&gt;{piles}&lt;/b&gt; giocano la carta in cima a quella pila di scarto su una base; &lt;b&gt;Ctrl+Z&lt;/b&gt; annulla, &lt;b&gt;Ctrl+Maiusc+Z&lt;/b&gt; ripete, &lt;b&gt;H&lt;/b&gt; suggerimento.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;With a screen reader: &lt;b&gt;Tab&lt;/b&gt; and the arrow keys move from card to card and pile to pile, &lt;b&gt;Enter&lt;/b&gt; picks up and drops; &lt;b&gt;R&lt;/b&gt; reads the whole table, &lt;b&gt;Ctrl+1&lt;/b&gt;&amp;ndash;&lt;b&gt;Ctrl+{piles}&lt;/b&gt; read that waste pile from the top down. Moves, refusals, hints and the end of the game are said aloud.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Con un lettore di schermo: &lt;b&gt;Tab&lt;/b&gt; e le frecce passano da carta a carta e da pila a pila, &lt;b&gt;Invio&lt;/b&gt; prende e posa; &lt;b&gt;R&lt;/b&gt; legge tutto il tavolo, &lt;b&gt;Ctrl+1&lt;/b&gt;&amp;ndash;&lt;b&gt;Ctrl+{piles}&lt;/b&gt; leggono quella pila di scarto dall’alto in basso. Mosse, rifiuti, suggerimenti e la fine della partita vengono annunciati.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The four sequences</source>
        <translation>Le quattro sequenze</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules: {variant}</source>
        <translation>Regole: {variant}</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
</context>
<context>
    <name>ScreenReader</name>
    <message>
        <source>Read the table aloud</source>
        <translation>Leggi il tavolo ad alta voce</translation>
    </message>
    <message>
        <source>A screen reader reads the turned card, every foundation and every waste pile</source>
        <translation>Un lettore di schermo legge la carta girata, ogni base e ogni pila di scarto</translation>
    </message>
    <message>
        <source>Read a waste pile aloud</source>
        <translation>Leggi una pila di scarto ad alta voce</translation>
    </message>
    <message>
        <source>Waste pile {pile}, from the top</source>
        <translation>Pila di scarto {pile}, dall’alto</translation>
    </message>
    <message>
        <source>New game: {variant}, {deal}</source>
        <translation>Nuova partita: {variant}, {deal}</translation>
    </message>
    <message>
        <source>Move taken back</source>
        <translation>Mossa annullata</translation>
    </message>
    <message>
        <source>Move played again</source>
        <translation>Mossa ripetuta</translation>
    </message>
    <message>
        <source>Deal restarted</source>
        <translation>Smazzata ricominciata</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Quick (a rule of thumb)</source>
        <translation>Rapida (una regola pratica)</translation>
    </message>
    <message>
        <source>Strong (weighs the odds)</source>
        <translation>Forte (soppesa le probabilità)</translation>
    </message>
    <message>
        <source>Strongest (as Suggest)</source>
        <translation>La più forte (come Consiglia)</translation>
    </message>
    <message>
        <source>Click strength</source>
        <translation>Forza del clic</translation>
    </message>
    <message>
        <source>&amp;Winnable deals only</source>
        <translation>Solo smazzate vin&amp;cibili</translation>
    </message>
    <message>
        <source>New deal shuffles until the solver proves a deal winnable. Almost every deal of Calculation and Sir Tommy is, so that is quick; in Strategy about 7 deals in 100 are, so it may take a while (the status bar counts the deals tried, Esc stops), and with three waste piles hardly any is.</source>
        <translation>Nuova smazzata mescola finché il risolutore non dimostra vincibile una smazzata. Quasi ogni smazzata di Calcolo e Sir Tommy lo è, quindi è rapido; in Strategia lo sono circa 7 smazzate su 100, quindi può volerci un po' (la barra di stato conta le smazzate provate, Esc interrompe), e con tre pile di scarto quasi nessuna lo è.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Instant</source>
        <translation>Istantanea</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Veloce</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Impostazioni</translation>
    </message>
    <message>
        <source>Game (changing these deals a new game)</source>
        <translation>Gioco (cambiarle inizia una nuova smazzata)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gioco</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Gioco:</translation>
    </message>
    <message>
        <source>&amp;Three waste piles (harder)</source>
        <translation>&amp;Tre pile di scarto (più difficile)</translation>
    </message>
    <message>
        <source>&amp;No foundations in advance</source>
        <translation>&amp;Nessuna base in anticipo</translation>
    </message>
    <message>
        <source>Cla&amp;ssic: eight waste piles, foundations wait for the stock</source>
        <translation>Cla&amp;ssico: otto pile di scarto, le basi aspettano la fine del mazzo</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <source>&amp;Autoplay: a click plays a card</source>
        <translation>Gioco &amp;automatico: un clic gioca una carta</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Velocità dell'animazione</translation>
    </message>
    <message>
        <source>Custom ({ms} ms)</source>
        <translation>Personalizzata ({ms} ms)</translation>
    </message>
    <message>
        <source>Animation s&amp;peed:</source>
        <translation>&amp;Velocità dell'animazione:</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Svolgimento</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Lingua:</translation>
    </message>
    <message>
        <source>OK deals a new game of {variant}.</source>
        <translation>OK inizia una nuova smazzata di {variant}.</translation>
    </message>
</context>
<context>
    <name>SolverService</name>
    <message>
        <source>Solver working</source>
        <translation>Il risolutore sta lavorando</translation>
    </message>
    <message>
        <source>Stop the solver (Esc)</source>
        <translation>Ferma il risolutore (Esc)</translation>
    </message>
    <message>
        <source>Cancel solving</source>
        <translation>Annulla la risoluzione</translation>
    </message>
    <message>
        <source>Stop the solver</source>
        <translation>Ferma il risolutore</translation>
    </message>
    <message>
        <source>The solver is busy; wait or cancel it (Esc).</source>
        <translation>Il risolutore è occupato; attendi o annullalo (Esc).</translation>
    </message>
    <message>
        <source>Solver cancelled.</source>
        <translation>Risolutore annullato.</translation>
    </message>
    <message>
        <source>Solver</source>
        <translation>Risolutore</translation>
    </message>
    <message>
        <source>The solver failed: {error}</source>
        <translation>Il risolutore non è riuscito: {error}</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>{variant} (daily deal)</source>
        <translation>{variant} (smazzata del giorno)</translation>
    </message>
    <message numerus="yes">
        <source>{variant}: %n played, none won yet.</source>
        <translation>
            <numerusform>{variant}: %n giocata, ancora nessuna vinta.</numerusform>
            <numerusform>{variant}: %n giocate, ancora nessuna vinta.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{variant}: %n played, {won} won ({percent}), every win without undo or hint.</source>
        <translation>
            <numerusform>{variant}: %n giocata, {won} vinte ({percent}), tutte le vittorie senza annullare né suggerimenti.</numerusform>
            <numerusform>{variant}: %n giocate, {won} vinte ({percent}), tutte le vittorie senza annullare né suggerimenti.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{variant}: %n played, {won} won ({percent}), each with undo or a hint.</source>
        <translation>
            <numerusform>{variant}: %n giocata, {won} vinte ({percent}), ognuna con annullamenti o un suggerimento.</numerusform>
            <numerusform>{variant}: %n giocate, {won} vinte ({percent}), ognuna con annullamenti o un suggerimento.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{variant}: %n played, {won} won ({percent}), {clean} of them without undo or hint.</source>
        <translation>
            <numerusform>{variant}: %n giocata, {won} vinte ({percent}), {clean} di queste senza annullare né suggerimenti.</numerusform>
            <numerusform>{variant}: %n giocate, {won} vinte ({percent}), {clean} di queste senza annullare né suggerimenti.</numerusform>
        </translation>
    </message>
    <message>
        <source>Current streak {current}, best {best}.</source>
        <translation>Serie attuale {current}, migliore {best}.</translation>
    </message>
    <message>
        <source>Fewest moves in a win: {moves}.</source>
        <translation>Meno mosse in una vittoria: {moves}.</translation>
    </message>
    <message>
        <source>Best time in a win: {time}.</source>
        <translation>Miglior tempo in una vittoria: {time}.</translation>
    </message>
    <message>
        <source>{lost} ({abandoned} abandoned)</source>
        <translation>{lost} ({abandoned} abbandonate)</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Partite giocate</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vinte</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perse</translation>
    </message>
    <message>
        <source>Win percentage</source>
        <translation>Percentuale di vittorie</translation>
    </message>
    <message>
        <source>Won without undo or hint</source>
        <translation>Vinte senza annullare né suggerimenti</translation>
    </message>
    <message>
        <source>Current winning streak</source>
        <translation>Serie di vittorie attuale</translation>
    </message>
    <message>
        <source>Best winning streak</source>
        <translation>Miglior serie di vittorie</translation>
    </message>
    <message>
        <source>Current losing streak</source>
        <translation>Serie di sconfitte attuale</translation>
    </message>
    <message>
        <source>Fewest moves in a win</source>
        <translation>Meno mosse in una vittoria</translation>
    </message>
    <message>
        <source>Best time in a win</source>
        <translation>Miglior tempo in una vittoria</translation>
    </message>
</context>
<context>
    <name>StatsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Statistiche</translation>
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
        <translation>Cifre</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Voce</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valore</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>Partite recenti</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Mosse</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>&amp;Reset this variant…</source>
        <translation>&amp;Azzera questa variante…</translation>
    </message>
    <message>
        <source>Reset the statistics of this variant</source>
        <translation>Azzera le statistiche di questa variante</translation>
    </message>
    <message>
        <source>Recent games (latest first, up to {count}):</source>
        <translation>Partite recenti (dalla più recente, al massimo {count}):</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>abbandonata</translation>
    </message>
    <message>
        <source>undo or hint used</source>
        <translation>annullato o suggerimento usato</translation>
    </message>
    <message>
        <source>deal {number}</source>
        <translation>smazzata {number}</translation>
    </message>
    <message>
        <source>won</source>
        <translation>vinta</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>persa</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Azzera le statistiche</translation>
    </message>
    <message numerus="yes">
        <source>Forget all %n game(s) of {variant}? This cannot be undone.</source>
        <translation>
            <numerusform>Dimenticare %n partita di {variant}? Non si può annullare.</numerusform>
            <numerusform>Dimenticare tutte le %n partite di {variant}? Non si può annullare.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StorageProblem</name>
    <message>
        <source>Your settings file changed while Calculation was running and can no longer be read or used, so the settings of this window are saved in its place. The file was kept as {name} in {folder}.</source>
        <translation>Il file delle impostazioni è cambiato mentre Calcolo era in esecuzione e non si può più leggere né usare, quindi al suo posto vengono salvate le impostazioni di questa finestra. Il file è stato conservato come {name} in {folder}.</translation>
    </message>
    <message>
        <source>Your settings file changed while Calculation was running and can no longer be read or used. The file could not be moved aside, so it is left untouched, and changed settings are not saved until Calculation is started again.</source>
        <translation>Il file delle impostazioni è cambiato mentre Calcolo era in esecuzione e non si può più leggere né usare. Il file non si è potuto spostare, quindi è lasciato com'è, e le impostazioni cambiate non vengono salvate fino al prossimo avvio di Calcolo.</translation>
    </message>
    <message>
        <source>Your statistics file changed while Calculation was running and can no longer be read or used, so the figures this window holds are saved in its place. The file was kept as {name} in {folder}.</source>
        <translation>Il file delle statistiche è cambiato mentre Calcolo era in esecuzione e non si può più leggere né usare, quindi al suo posto vengono salvati i numeri di questa finestra. Il file è stato conservato come {name} in {folder}.</translation>
    </message>
    <message>
        <source>Your statistics file changed while Calculation was running and can no longer be read or used. The file could not be moved aside, so it is left untouched, and no result is saved until Calculation is started again.</source>
        <translation>Il file delle statistiche è cambiato mentre Calcolo era in esecuzione e non si può più leggere né usare. Il file non si è potuto spostare, quindi è lasciato com'è, e nessun risultato viene salvato fino al prossimo avvio di Calcolo.</translation>
    </message>
    <message>
        <source>Your settings could not be read, so the default settings are used. The file was kept as {name} in {folder}.</source>
        <translation>Non è stato possibile leggere le impostazioni, quindi si usano quelle predefinite. Il file è stato conservato come {name} in {folder}.</translation>
    </message>
    <message>
        <source>Your settings could not be read, so the default settings are used. The file could not be moved aside, so it is left untouched, and changed settings are not saved until Calculation is started again.</source>
        <translation>Non è stato possibile leggere le impostazioni, quindi si usano quelle predefinite. Il file non si è potuto spostare, quindi è lasciato com'è, e le impostazioni cambiate non vengono salvate fino al prossimo avvio di Calcolo.</translation>
    </message>
    <message>
        <source>Your settings file could not be used, so the default settings are used. The file was kept as {name} in {folder}.</source>
        <translation>Il file delle impostazioni non si è potuto usare, quindi si usano le impostazioni predefinite. Il file è stato conservato come {name} in {folder}.</translation>
    </message>
    <message>
        <source>Your settings file could not be used, so the default settings are used. The file could not be moved aside, so it is left untouched, and changed settings are not saved until Calculation is started again.</source>
        <translation>Il file delle impostazioni non si è potuto usare, quindi si usano le impostazioni predefinite. Il file non si è potuto spostare, quindi è lasciato com'è, e le impostazioni cambiate non vengono salvate fino al prossimo avvio di Calcolo.</translation>
    </message>
    <message>
        <source>Your settings file holds a value this program cannot use for the setting {setting}, so that setting is back to its default and the others are kept. The file was kept as {name} in {folder}.</source>
        <translation>Il file delle impostazioni contiene per l’impostazione {setting} un valore che questo programma non può usare, quindi quell’impostazione torna al suo valore predefinito e le altre restano. Il file è stato conservato come {name} in {folder}.</translation>
    </message>
    <message>
        <source>Your settings file holds a value this program cannot use for the setting {setting}, so that setting is back to its default. The file could not be moved aside, so it is left untouched, and changed settings are not saved until Calculation is started again.</source>
        <translation>Il file delle impostazioni contiene per l’impostazione {setting} un valore che questo programma non può usare, quindi quell’impostazione torna al suo valore predefinito. Il file non è stato spostato da parte, quindi resta intatto, e le impostazioni cambiate non vengono salvate finché Calcolo non viene riavviato.</translation>
    </message>
    <message>
        <source>Your settings file holds values this program cannot use for the settings {settings}, so those settings are back to their defaults and the others are kept. The file was kept as {name} in {folder}.</source>
        <translation>Il file delle impostazioni contiene per le impostazioni {settings} valori che questo programma non può usare, quindi quelle impostazioni tornano ai loro valori predefiniti e le altre restano. Il file è stato conservato come {name} in {folder}.</translation>
    </message>
    <message>
        <source>Your settings file holds values this program cannot use for the settings {settings}, so those settings are back to their defaults. The file could not be moved aside, so it is left untouched, and changed settings are not saved until Calculation is started again.</source>
        <translation>Il file delle impostazioni contiene per le impostazioni {settings} valori che questo programma non può usare, quindi quelle impostazioni tornano ai loro valori predefiniti. Il file non è stato spostato da parte, quindi resta intatto, e le impostazioni cambiate non vengono salvate finché Calcolo non viene riavviato.</translation>
    </message>
    <message>
        <source>Your statistics could not be read, so they start again from zero. The file was kept as {name} in {folder}.</source>
        <translation>Non è stato possibile leggere le statistiche, quindi ripartono da zero. Il file è stato conservato come {name} in {folder}.</translation>
    </message>
    <message>
        <source>Your statistics could not be read, so they start from zero for now. The file could not be moved aside, so it is left untouched, and no result is saved until Calculation is started again.</source>
        <translation>Non è stato possibile leggere le statistiche, quindi per ora partono da zero. Il file non si è potuto spostare, quindi è lasciato com'è, e nessun risultato viene salvato fino al prossimo avvio di Calcolo.</translation>
    </message>
    <message>
        <source>Your statistics file could not be used, so your statistics start again from zero. The file was kept as {name} in {folder}.</source>
        <translation>Il file delle statistiche non si è potuto usare, quindi le statistiche ripartono da zero. Il file è stato conservato come {name} in {folder}.</translation>
    </message>
    <message>
        <source>Your statistics file could not be used, so your statistics start from zero for now. The file could not be moved aside, so it is left untouched, and no result is saved until Calculation is started again.</source>
        <translation>Il file delle statistiche non si è potuto usare, quindi per ora le statistiche partono da zero. Il file non si è potuto spostare, quindi è lasciato com'è, e nessun risultato viene salvato fino al prossimo avvio di Calcolo.</translation>
    </message>
    <message>
        <source>Your saved game could not be read, so a new game is dealt. The file was kept as {name} in {folder}.</source>
        <translation>Non è stato possibile leggere la partita salvata, quindi si distribuisce una nuova smazzata. Il file è stato conservato come {name} in {folder}.</translation>
    </message>
    <message>
        <source>Your saved game could not be read, so a new game is dealt. The file could not be moved aside, so it is left untouched, and this game is not saved for next time.</source>
        <translation>Non è stato possibile leggere la partita salvata, quindi si distribuisce una nuova smazzata. Il file non si è potuto spostare, quindi è lasciato com'è, e questa partita non viene salvata per la prossima volta.</translation>
    </message>
    <message>
        <source>Your saved game file could not be used, so a new game is dealt. The file was kept as {name} in {folder}.</source>
        <translation>Il file della partita salvata non si è potuto usare, quindi si distribuisce una nuova smazzata. Il file è stato conservato come {name} in {folder}.</translation>
    </message>
    <message>
        <source>Your saved game file could not be used, so a new game is dealt. The file could not be moved aside, so it is left untouched, and this game is not saved for next time.</source>
        <translation>Il file della partita salvata non si è potuto usare, quindi si distribuisce una nuova smazzata. Il file non si è potuto spostare, quindi è lasciato com'è, e questa partita non viene salvata per la prossima volta.</translation>
    </message>
    <message>
        <source>Your settings could not be saved to {path}; the settings saved before are kept.</source>
        <translation>Non è stato possibile salvare le impostazioni in {path}; restano quelle salvate prima.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved to {path}; the figures saved before are kept.</source>
        <translation>Non è stato possibile salvare le statistiche in {path}; restano le cifre salvate prima.</translation>
    </message>
    <message>
        <source>Your game could not be saved to {path}; the game saved before is kept.</source>
        <translation>Non è stato possibile salvare la partita in {path}; resta la partita salvata prima.</translation>
    </message>
    <message>
        <source>Your settings could not be saved to {path}.</source>
        <translation>Non è stato possibile salvare le impostazioni in {path}.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved to {path}.</source>
        <translation>Non è stato possibile salvare le statistiche in {path}.</translation>
    </message>
    <message>
        <source>Your game could not be saved to {path}.</source>
        <translation>Non è stato possibile salvare la partita in {path}.</translation>
    </message>
    <message>
        <source>Your settings could not be saved to {path}: something other than a file is in its place and could not be moved aside.</source>
        <translation>Non è stato possibile salvare le impostazioni in {path}: al suo posto c'è qualcosa che non è un file e che non si è potuto spostare.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved to {path}: something other than a file is in its place and could not be moved aside.</source>
        <translation>Non è stato possibile salvare le statistiche in {path}: al suo posto c'è qualcosa che non è un file e che non si è potuto spostare.</translation>
    </message>
    <message>
        <source>Your game could not be saved to {path}: something other than a file is in its place and could not be moved aside.</source>
        <translation>Non è stato possibile salvare la partita in {path}: al suo posto c'è qualcosa che non è un file e che non si è potuto spostare.</translation>
    </message>
    <message>
        <source>What was there was moved aside, and your settings are saved there anew.</source>
        <translation>Ciò che c'era è stato spostato e le impostazioni vengono salvate lì di nuovo.</translation>
    </message>
    <message>
        <source>What was there was moved aside, and your statistics are saved there anew.</source>
        <translation>Ciò che c'era è stato spostato e le statistiche vengono salvate lì di nuovo.</translation>
    </message>
    <message>
        <source>What was there was moved aside, and your game is saved there anew.</source>
        <translation>Ciò che c'era è stato spostato e la partita viene salvata lì di nuovo.</translation>
    </message>
    <message>
        <source>{path} could not be read any more, so it was kept as {name} in {folder}, and a new file is written in its place.</source>
        <translation>{path} non si poteva più leggere, quindi è stato conservato come {name} in {folder} e al suo posto viene scritto un nuovo file.</translation>
    </message>
    <message>
        <source>The data folder {folder} cannot be used, so your settings, statistics and game in progress cannot be kept this time.</source>
        <translation>La cartella dei dati {folder} non si può usare, quindi questa volta impostazioni, statistiche e partita in corso non possono essere conservate.</translation>
    </message>
    <message>
        <source>The game's result is kept with your saved game and added to your statistics as soon as they can be saved, even after Calculation is started again.</source>
        <translation>Il risultato della partita è conservato con la partita salvata e verrà aggiunto alle statistiche appena potranno essere salvate, anche dopo un riavvio di Calcolo.</translation>
    </message>
    <message>
        <source>Your statistics could be saved again: every result kept meanwhile is counted now.</source>
        <translation>Le statistiche sono state di nuovo salvate: ogni risultato conservato nel frattempo ora viene contato.</translation>
    </message>
    <message>
        <source>This program has no permission to read {path}.</source>
        <translation>Questo programma non ha il permesso di leggere {path}.</translation>
    </message>
    <message>
        <source>{path} cannot be opened (system error {code}).</source>
        <translation>{path} non si può aprire (errore di sistema {code}).</translation>
    </message>
    <message>
        <source>{path} is a folder, not a file.</source>
        <translation>{path} è una cartella, non un file.</translation>
    </message>
    <message>
        <source>{path} is a named pipe, not a file.</source>
        <translation>{path} è una pipe con nome, non un file.</translation>
    </message>
    <message>
        <source>{path} is a device or another special file, not a file.</source>
        <translation>{path} è un dispositivo o un altro file speciale, non un file normale.</translation>
    </message>
    <message>
        <source>{path} is far larger than it can be (over {size} MB).</source>
        <translation>{path} è molto più grande di quanto possa essere (oltre {size} MB).</translation>
    </message>
    <message>
        <source>{path} is empty.</source>
        <translation>{path} è vuoto.</translation>
    </message>
    <message>
        <source>{path} holds binary data, not text.</source>
        <translation>{path} contiene dati binari, non testo.</translation>
    </message>
    <message>
        <source>{path} is not valid JSON, perhaps cut short (line {line}, column {column}).</source>
        <translation>{path} non è JSON valido, forse è troncato (riga {line}, colonna {column}).</translation>
    </message>
    <message>
        <source>A newer version of Calculation wrote {path} (format version {found}; this one reads up to {version}).</source>
        <translation>Una versione più recente di Calcolo ha scritto {path} (versione del formato {found}; questa legge fino alla {version}).</translation>
    </message>
    <message>
        <source>{path} has a format version this program does not know.</source>
        <translation>{path} ha una versione del formato che questo programma non conosce.</translation>
    </message>
    <message>
        <source>{path} holds something this program cannot use.</source>
        <translation>{path} contiene qualcosa che questo programma non può usare.</translation>
    </message>
    <message>
        <source>{path} was a folder, not a file.</source>
        <translation>{path} era una cartella, non un file.</translation>
    </message>
    <message>
        <source>{path} was a named pipe, not a file.</source>
        <translation>{path} era una pipe con nome, non un file.</translation>
    </message>
    <message>
        <source>{path} was a device or another special file, not a file.</source>
        <translation>{path} era un dispositivo o un altro file speciale, non un file normale.</translation>
    </message>
    <message>
        <source>This program may not write in {folder}.</source>
        <translation>Questo programma non può scrivere in {folder}.</translation>
    </message>
    <message>
        <source>The disk is full.</source>
        <translation>Il disco è pieno.</translation>
    </message>
    <message>
        <source>The system reported error {code}.</source>
        <translation>Il sistema ha segnalato l'errore {code}.</translation>
    </message>
    <message>
        <source>Another Calculation window kept the file locked for too long; this window tries again at the next change.</source>
        <translation>Un'altra finestra di Calcolo ha tenuto il file bloccato troppo a lungo; questa finestra riproverà alla prossima modifica.</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Keys {0} and Shift+{0} play to and from waste pile {0}</source>
        <translation>I tasti {0} e Maiusc+{0} giocano sulla e dalla pila di scarto {0}</translation>
    </message>
    <message>
        <source>done ✓</source>
        <translation>completa ✓</translation>
    </message>
    <message>
        <source>next {0}</source>
        <translation>vuole {0}</translation>
    </message>
    <message>
        <source>Foundation {0} builds {1}; every card of the suit of its Ace. Next: {2}.</source>
        <translation>La base {0} sale {1}; ogni carta del seme del suo asso. Ora: {2}.</translation>
    </message>
    <message>
        <source>Foundation {0} builds {1}; suits do not matter. Next: {2}.</source>
        <translation>La base {0} sale {1}; i semi non contano. Ora: {2}.</translation>
    </message>
    <message>
        <source>While the stock lasts it takes no card: the waste piles play off once it is used up.</source>
        <translation>Finché dura il mazzo non prende carte: le pile di scarto salgono quando il mazzo è esaurito.</translation>
    </message>
    <message numerus="yes">
        <source>%n left</source>
        <translation>
            <numerusform>ne resta %n</numerusform>
            <numerusform>ne restano %n</numerusform>
        </translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vuota</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Mazzo</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) still to place, the turned card included; no redeal</source>
        <translation>
            <numerusform>%n carta ancora da posare, compresa la carta girata; senza ridistribuire</numerusform>
            <numerusform>%n carte ancora da posare, compresa la carta girata; senza ridistribuire</numerusform>
        </translation>
    </message>
    <message>
        <source>Every card has been placed</source>
        <translation>Tutte le carte sono state posate</translation>
    </message>
    <message>
        <source>the turned card</source>
        <translation>la carta girata</translation>
    </message>
    <message>
        <source>waste pile {0}</source>
        <translation>pila di scarto {0}</translation>
    </message>
    <message>
        <source>foundation {0}</source>
        <translation>base {0}</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blu</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rosso</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Scuro</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Tavolo da gioco</translation>
    </message>
    <message>
        <source>Drag the turned card or a waste pile's top card onto a pile; click a card to play it; Tab or the arrow keys move the keyboard cursor, Enter or Space picks up and drops.</source>
        <translation>Trascina la carta girata o la carta in cima a una pila di scarto su una pila; fai clic su una carta per giocarla; Tab o le frecce muovono il cursore della tastiera, Invio o Spazio prende e posa.</translation>
    </message>
</context>
<context>
    <name>Upgrade</name>
    <message>
        <source>An older version of Calculation is running with your saved game and settings in {old}, so this window uses them there too, as a second window beside it. They move to this version's folders at the first start while no older version runs.</source>
        <translation>Una versione precedente di Calcolo è aperta con la partita salvata e le impostazioni in {old}, quindi anche questa finestra le usa lì, come una seconda finestra accanto. Verranno spostate nelle cartelle di questa versione al primo avvio in cui nessuna versione precedente è aperta.</translation>
    </message>
    <message>
        <source>Your game in progress was saved twice: in {folder} and, by an older version of Calculation, in {old}. The older version's copy is further on, so it is your saved game now; the other copy was kept as {kept} in {folder}.</source>
        <translation>La partita in corso era salvata due volte: in {folder} e, da una versione precedente di Calcolo, in {old}. La copia della versione precedente è più avanti, quindi ora è la partita salvata; l'altra copia è stata conservata come {kept} in {folder}.</translation>
    </message>
    <message>
        <source>Your game in progress was saved twice: in {folder} and, by an older version of Calculation, in {old}. This version's copy is further on, so it stays your saved game; the older version's copy was kept as {kept} in {folder}.</source>
        <translation>La partita in corso era salvata due volte: in {folder} e, da una versione precedente di Calcolo, in {old}. La copia di questa versione è più avanti, quindi resta la partita salvata; la copia della versione precedente è stata conservata come {kept} in {folder}.</translation>
    </message>
    <message>
        <source>An older version of Calculation saved a game in {old} after this version last saved one in {folder}, so the older version's game is your saved game now; this version's game was kept as {kept} in {folder}.</source>
        <translation>Una versione precedente di Calcolo ha salvato una partita in {old} dopo l'ultimo salvataggio di questa versione in {folder}, quindi ora la partita salvata è quella della versione precedente; quella di questa versione è stata conservata come {kept} in {folder}.</translation>
    </message>
    <message>
        <source>An older version of Calculation left a game in {old}, saved before this version last saved one in {folder}, so this version's game stays your saved game; the older version's game was kept as {kept} in {folder}.</source>
        <translation>Una versione precedente di Calcolo ha lasciato una partita in {old}, salvata prima dell'ultimo salvataggio di questa versione in {folder}, quindi la partita salvata resta quella di questa versione; quella della versione precedente è stata conservata come {kept} in {folder}.</translation>
    </message>
    <message>
        <source>An older version of Calculation saved your settings in {old} after this version last saved them in {folder}, so the older version's settings are used now; this version's settings were kept as {kept} in {folder}.</source>
        <translation>Una versione precedente di Calcolo ha salvato le impostazioni in {old} dopo l'ultimo salvataggio di questa versione in {folder}, quindi ora valgono le impostazioni della versione precedente; quelle di questa versione sono state conservate come {kept} in {folder}.</translation>
    </message>
    <message>
        <source>An older version of Calculation left settings in {old}, saved before this version last saved yours in {folder}, so this version's settings stay in use; the older version's settings were kept as {kept} in {folder}.</source>
        <translation>Una versione precedente di Calcolo ha lasciato delle impostazioni in {old}, salvate prima che questa versione salvasse per l'ultima volta le tue in {folder}, quindi restano valide le impostazioni di questa versione; quelle della versione precedente sono state conservate come {kept} in {folder}.</translation>
    </message>
</context>
<context>
    <name>Variant</name>
    <message>
        <source>three waste piles</source>
        <translation>tre pile di scarto</translation>
    </message>
    <message>
        <source>no foundations in advance</source>
        <translation>senza basi in anticipo</translation>
    </message>
    <message>
        <source>classic</source>
        <translation>classico</translation>
    </message>
</context>
<context>
    <name>WasItWinnable</name>
    <message>
        <source>&amp;Was it winnable?</source>
        <translation>&amp;Era vincibile?</translation>
    </message>
    <message>
        <source>The solver's verdict on the last lost or abandoned deal, with its winning line to watch</source>
        <translation>Il verdetto del risolutore sull'ultima smazzata persa o abbandonata, con la sua linea vincente da guardare</translation>
    </message>
    <message>
        <source>Game → Was it winnable? asks the solver about this deal.</source>
        <translation>Partita → Era vincibile? chiede al risolutore di questa smazzata.</translation>
    </message>
    <message>
        <source>Lose or abandon a game first.</source>
        <translation>Prima perdi o abbandona una partita.</translation>
    </message>
    <message>
        <source>Solving the deal from its start…</source>
        <translation>Risoluzione della smazzata dall'inizio…</translation>
    </message>
    <message>
        <source>It was winnable: deal {deal}</source>
        <translation>Era vincibile: smazzata {deal}</translation>
    </message>
    <message>
        <source>It was winnable: the daily deal of {date}</source>
        <translation>Era vincibile: la smazzata del giorno {date}</translation>
    </message>
    <message>
        <source>It was winnable: this deck</source>
        <translation>Era vincibile: questo mazzo</translation>
    </message>
    <message>
        <source>The solver tried every line of play and proved that none wins.</source>
        <translation>Il risolutore ha provato ogni linea di gioco e ha dimostrato che nessuna vince.</translation>
    </message>
    <message>
        <source>Was it winnable?</source>
        <translation>Era vincibile?</translation>
    </message>
    <message>
        <source>No: deal {deal} could not be won.</source>
        <translation>No: la smazzata {deal} non si poteva vincere.</translation>
    </message>
    <message>
        <source>No: the daily deal of {date} could not be won.</source>
        <translation>No: la smazzata del giorno {date} non si poteva vincere.</translation>
    </message>
    <message>
        <source>No: this deck could not be won.</source>
        <translation>No: questo mazzo non si poteva vincere.</translation>
    </message>
    <message>
        <source>The solver could not decide deal {deal} within {seconds:g} seconds.</source>
        <translation>Il risolutore non ha potuto decidere la smazzata {deal} entro {seconds:g} secondi.</translation>
    </message>
    <message>
        <source>The solver could not decide the daily deal of {date} within {seconds:g} seconds.</source>
        <translation>Il risolutore non ha potuto decidere la smazzata del giorno {date} entro {seconds:g} secondi.</translation>
    </message>
    <message>
        <source>The solver could not decide this deck within {seconds:g} seconds.</source>
        <translation>Il risolutore non ha potuto decidere questo mazzo entro {seconds:g} secondi.</translation>
    </message>
</context>
<context>
    <name>WinChart</name>
    <message>
        <source>Win percentage chart</source>
        <translation>Grafico della percentuale di vittorie</translation>
    </message>
    <message numerus="yes">
        <source>Win percentage over the last %n game(s)</source>
        <translation>
            <numerusform>Percentuale di vittorie nell'ultima partita (%n)</numerusform>
            <numerusform>Percentuale di vittorie nelle ultime %n partite</numerusform>
        </translation>
    </message>
    <message>
        <source>No games yet</source>
        <translation>Ancora nessuna partita</translation>
    </message>
    <message>
        <source>won</source>
        <translation>vinta</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>persa</translation>
    </message>
    <message>
        <source>undo or hint used</source>
        <translation>annullato o suggerimento usato</translation>
    </message>
    <message numerus="yes">
        <source>Win % over the last %n game(s)</source>
        <translation>
            <numerusform>% vittorie nell'ultima partita (%n)</numerusform>
            <numerusform>% vittorie nelle ultime %n partite</numerusform>
        </translation>
    </message>
    <message>
        <source>No games recorded yet</source>
        <translation>Ancora nessuna partita registrata</translation>
    </message>
    <message>
        <source>older</source>
        <translation>più vecchie</translation>
    </message>
    <message>
        <source>latest</source>
        <translation>più recenti</translation>
    </message>
</context>
<context>
    <name>WinnableDeals</name>
    <message>
        <source>A new deal the solver proved winnable.</source>
        <translation>Una nuova smazzata che il risolutore ha dimostrato vincibile.</translation>
    </message>
    <message>
        <source>Shuffling until the solver proves a deal winnable…</source>
        <translation>Mescolo finché il risolutore non dimostra vincibile una smazzata…</translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) tried…</source>
        <translation>
            <numerusform>%n smazzata provata…</numerusform>
            <numerusform>%n smazzate provate…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shuffling until the solver proves a deal winnable… %n deal(s) tried so far</source>
        <translation>
            <numerusform>Mescolo finché il risolutore non dimostra vincibile una smazzata… %n smazzata provata finora</numerusform>
            <numerusform>Mescolo finché il risolutore non dimostra vincibile una smazzata… %n smazzate provate finora</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A winnable deal (found after %n deal(s)).</source>
        <translation>
            <numerusform>Una smazzata vincibile (trovata dopo %n smazzata).</numerusform>
            <numerusform>Una smazzata vincibile (trovata dopo %n smazzate).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No deal was proved winnable in %n tries; this one is dealt anyway (it may not be winnable).</source>
        <translation>
            <numerusform>Nessuna smazzata è risultata vincibile in %n tentativo; questa viene distribuita comunque (potrebbe non essere vincibile).</numerusform>
            <numerusform>Nessuna smazzata è risultata vincibile in %n tentativi; questa viene distribuita comunque (potrebbe non essere vincibile).</numerusform>
        </translation>
    </message>
</context>
</TS>
