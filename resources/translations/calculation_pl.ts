<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL">
<context>
    <name>AbandonGuard</name>
    <message>
        <source>Play deal {number} instead of this game?</source>
        <translation>Zagrać rozdanie {number} zamiast tej partii?</translation>
    </message>
    <message>
        <source>Play the daily deal of {game} instead of this game?</source>
        <translation>Zagrać rozdanie dnia gry {game} zamiast tej partii?</translation>
    </message>
    <message>
        <source>Switch to {game}? That deals a new game.</source>
        <translation>Przejść do gry {game}? To rozpocznie nowe rozdanie.</translation>
    </message>
    <message>
        <source>Deal a new game?</source>
        <translation>Rozpocząć nowe rozdanie?</translation>
    </message>
    <message>
        <source>Abandon this game?</source>
        <translation>Porzucić tę partię?</translation>
    </message>
    <message numerus="yes">
        <source>The game in progress (%n move(s)) is not counted in your statistics: the Demo played in it.</source>
        <translation>
            <numerusform>Trwająca partia (%n ruch) nie liczy się w statystykach: grał w niej pokaz.</numerusform>
            <numerusform>Trwająca partia (%n ruchy) nie liczy się w statystykach: grał w niej pokaz.</numerusform>
            <numerusform>Trwająca partia (%n ruchów) nie liczy się w statystykach: grał w niej pokaz.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game in progress (%n move(s)) then counts as lost.</source>
        <translation>
            <numerusform>Trwająca partia (%n ruch) zostanie wtedy uznana za przegraną.</numerusform>
            <numerusform>Trwająca partia (%n ruchy) zostanie wtedy uznana za przegraną.</numerusform>
            <numerusform>Trwająca partia (%n ruchów) zostanie wtedy uznana za przegraną.</numerusform>
        </translation>
    </message>
    <message>
        <source>Don't ask again</source>
        <translation>Nie pytaj więcej</translation>
    </message>
    <message>
        <source>As&amp;k before abandoning a game in progress</source>
        <translation>Pytaj przed &amp;porzuceniem trwającej partii</translation>
    </message>
</context>
<context>
    <name>About</name>
    <message>
        <source>Calculation {version}</source>
        <translation>Kalkulacja {version}</translation>
    </message>
    <message>
        <source>Website: {link}</source>
        <translation>Strona internetowa: {link}</translation>
    </message>
    <message>
        <source>Report a bug: {link}</source>
        <translation>Zgłoś błąd: {link}</translation>
    </message>
    <message>
        <source>&lt;p&gt;Calculation, Sir Tommy and Strategy: patience games for people who like to think ahead.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later. Cards are drawn by the program itself.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Kalkulacja, Sir Tommy i Strategia: pasjanse dla tych, którzy lubią myśleć naprzód.&lt;/p&gt;&lt;p&gt;Wolne oprogramowanie na licencji GNU General Public License w wersji 3 lub późniejszej. Karty rysuje sam program.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Calculation</source>
        <translation>O programie Kalkulacja</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>O &amp;Qt</translation>
    </message>
</context>
<context>
    <name>Accessible</name>
    <message>
        <source>Card table</source>
        <translation>Stół do gry</translation>
    </message>
    <message>
        <source>Tab or the arrow keys move from card to card, Enter or Space picks up and drops; R reads the whole table, Ctrl+1 to Ctrl+8 read a waste pile from the top down.</source>
        <translation>Tab lub strzałki przechodzą od karty do karty, Enter lub Spacja podnosi i kładzie; R czyta cały stół, Ctrl+1 do Ctrl+8 czytają stos odrzutów od góry.</translation>
    </message>
    <message>
        <source>builds by ones</source>
        <extracomment>How a foundation builds, by its rule's step (a suit-following foundation says so too).</extracomment>
        <translation>buduje co jeden</translation>
    </message>
    <message>
        <source>builds by twos</source>
        <translation>buduje co dwa</translation>
    </message>
    <message>
        <source>builds by threes</source>
        <translation>buduje co trzy</translation>
    </message>
    <message>
        <source>builds by fours</source>
        <translation>buduje co cztery</translation>
    </message>
    <message>
        <source>builds by ones in one suit</source>
        <translation>buduje co jeden w jednym kolorze</translation>
    </message>
    <message>
        <source>Stock, used up</source>
        <translation>Talia, wyczerpana</translation>
    </message>
    <message>
        <source>Stock, empty; last card turned: {card}</source>
        <translation>Talia, pusta; ostatnia odkryta karta: {card}</translation>
    </message>
    <message numerus="yes">
        <source>Stock, %n left; turned card: {card}</source>
        <translation>
            <numerusform>Talia, została %n; odkryta karta: {card}</numerusform>
            <numerusform>Talia, zostały %n; odkryta karta: {card}</numerusform>
            <numerusform>Talia, zostało %n; odkryta karta: {card}</numerusform>
        </translation>
    </message>
    <message>
        <source>builds by {step}</source>
        <translation>buduje co {step}</translation>
    </message>
    <message>
        <source>Foundation {number}, {rule}, complete</source>
        <translation>Stos bazowy {number}, {rule}, pełny</translation>
    </message>
    <message>
        <source>Foundation {number}, {rule}, empty, wants {card} first</source>
        <translation>Stos bazowy {number}, {rule}, pusty, najpierw: {card}</translation>
    </message>
    <message>
        <source>Foundation {number}, {rule}, top {top}, wants {card} next</source>
        <translation>Stos bazowy {number}, {rule}, na wierzchu: {top}, następna: {card}</translation>
    </message>
    <message>
        <source>; takes no card while the stock lasts</source>
        <translation>; nie przyjmuje kart, dopóki jest talia</translation>
    </message>
    <message>
        <source>Waste pile {number}, empty</source>
        <translation>Stos odrzutów {number}, pusty</translation>
    </message>
    <message numerus="yes">
        <source>Waste pile {number}, %n card(s), top {card}</source>
        <translation>
            <numerusform>Stos odrzutów {number}, %n karta, na wierzchu: {card}</numerusform>
            <numerusform>Stos odrzutów {number}, %n karty, na wierzchu: {card}</numerusform>
            <numerusform>Stos odrzutów {number}, %n kart, na wierzchu: {card}</numerusform>
        </translation>
    </message>
    <message>
        <source>Waste pile {number} is empty.</source>
        <translation>Stos odrzutów {number} jest pusty.</translation>
    </message>
    <message numerus="yes">
        <source>Waste pile {number}, %n card(s) from the top: {cards}.</source>
        <translation>
            <numerusform>Stos odrzutów {number}, %n karta od góry: {cards}.</numerusform>
            <numerusform>Stos odrzutów {number}, %n karty od góry: {cards}.</numerusform>
            <numerusform>Stos odrzutów {number}, %n kart od góry: {cards}.</numerusform>
        </translation>
    </message>
    <message>
        <source>You won! All 52 cards are on the foundations</source>
        <translation>Wygrana! Wszystkie 52 karty są na stosach bazowych</translation>
    </message>
    <message numerus="yes">
        <source>Blocked: the stock is used up and no waste-pile top fits a foundation; %n card(s) left</source>
        <translation>
            <numerusform>Blokada: talia się skończyła i żadna wierzchnia karta stosu odrzutów nie pasuje na stos bazowy; została %n karta</numerusform>
            <numerusform>Blokada: talia się skończyła i żadna wierzchnia karta stosu odrzutów nie pasuje na stos bazowy; zostały %n karty</numerusform>
            <numerusform>Blokada: talia się skończyła i żadna wierzchnia karta stosu odrzutów nie pasuje na stos bazowy; zostało %n kart</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AdvisorActions</name>
    <message>
        <source>The advisor is thinking</source>
        <translation>Doradca myśli</translation>
    </message>
    <message>
        <source>&amp;Click strength:</source>
        <translation>&amp;Siła kliknięcia:</translation>
    </message>
    <message>
        <source>The advisor's move: it plays the odds, it does not know the deal</source>
        <translation>Ruch doradcy: gra według szans, nie zna rozdania</translation>
    </message>
    <message>
        <source>Suggest</source>
        <translation>Porada</translation>
    </message>
    <message>
        <source>Suggest (S): the advisor's best try. Unlike Hint, which asks the solver and knows the order of the stock, Suggest is fair: it sees only what you see and plays the odds.</source>
        <translation>Porada (S): najlepsza próba doradcy. W przeciwieństwie do Podpowiedzi, która pyta solwer i zna kolejność kart w talii, Porada gra uczciwie: widzi tylko to, co ty, i gra według szans.</translation>
    </message>
    <message>
        <source>Su&amp;ggest (advisor)</source>
        <translation>Po&amp;rada (doradca)</translation>
    </message>
    <message>
        <source>De&amp;mo</source>
        <translation>Pok&amp;az</translation>
    </message>
    <message>
        <source>The computer plays this deal; any key or click stops it</source>
        <translation>Komputer rozgrywa to rozdanie; dowolny klawisz lub kliknięcie go zatrzymuje</translation>
    </message>
    <message>
        <source>The advisor failed: {error}</source>
        <translation>Doradca zawiódł: {error}</translation>
    </message>
    <message>
        <source>Suggestion cancelled.</source>
        <translation>Porada anulowana.</translation>
    </message>
    <message>
        <source>The game is won.</source>
        <translation>Partia jest wygrana.</translation>
    </message>
    <message>
        <source>No move is left.</source>
        <translation>Nie ma już żadnego ruchu.</translation>
    </message>
    <message>
        <source>The advisor is thinking… (S again cancels)</source>
        <translation>Doradca myśli… (ponowne S anuluje)</translation>
    </message>
    <message>
        <source>Suggestion: {move}. From what you can see the deal looks lost (under {limit} to win); Hint, which sees the order of the cards, may still find a winning line.</source>
        <translation>Porada: {move}. Z tego, co widać, rozdanie wygląda na przegrane (poniżej {limit} szans); Podpowiedź, która widzi kolejność kart, może jeszcze znaleźć wygrywający wariant.</translation>
    </message>
    <message>
        <source>Suggestion: {move}: about {chance} to win from here.</source>
        <translation>Porada: {move}: około {chance} szans na wygraną stąd.</translation>
    </message>
    <message>
        <source>The advisor is placing the card…</source>
        <translation>Doradca kładzie kartę…</translation>
    </message>
    <message>
        <source>The game is over: deal a new one to see a demo.</source>
        <translation>Partia jest skończona: rozpocznij nowe rozdanie, aby zobaczyć pokaz.</translation>
    </message>
    <message>
        <source>Demo: the computer plays. Press any key or click to stop.</source>
        <translation>Pokaz: gra komputer. Naciśnij dowolny klawisz lub kliknij, aby zatrzymać.</translation>
    </message>
    <message>
        <source>Demo stopped.</source>
        <translation>Pokaz zatrzymany.</translation>
    </message>
    <message>
        <source>Demo finished: won.</source>
        <translation>Pokaz zakończony: wygrana.</translation>
    </message>
    <message>
        <source>Demo finished: blocked.</source>
        <translation>Pokaz zakończony: blokada.</translation>
    </message>
    <message>
        <source>Demo finished.</source>
        <translation>Pokaz zakończony.</translation>
    </message>
</context>
<context>
    <name>Appearance</name>
    <message>
        <source>Table colour</source>
        <translation>Kolor stołu</translation>
    </message>
    <message>
        <source>Card back</source>
        <translation>Rewers kart</translation>
    </message>
    <message>
        <source>Large p&amp;rint: big ranks and suits on the cards</source>
        <translation>&amp;Duże znaki: duże wartości i kolory na kartach</translation>
    </message>
    <message>
        <source>Table c&amp;olour:</source>
        <translation>&amp;Kolor stołu:</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>&amp;Rewers kart:</translation>
    </message>
</context>
<context>
    <name>AutoFinish</name>
    <message>
        <source>Move cards to the foundations for me</source>
        <translation>Odkładaj za mnie karty na stosy bazowe</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Nie</translation>
    </message>
    <message>
        <source>When safe</source>
        <translation>Gdy to bezpieczne</translation>
    </message>
    <message>
        <source>When safe, and finish a won game</source>
        <translation>Gdy to bezpieczne, i dokończ wygraną partię</translation>
    </message>
    <message>
        <source>When safe: only plays that can never spoil a win (the solver's rule), after each of your moves. Finish: also, once the stock is used up and the solver proves the game won, the rest is played for you. Every such move can be undone.</source>
        <translation>Gdy to bezpieczne: tylko ruchy, które nigdy nie zepsują wygranej (reguła solwera), po każdym twoim ruchu. Dokończ: ponadto, gdy talia się skończy, a solwer dowiedzie, że partia jest wygrana, reszta zostanie rozegrana za ciebie. Każdy taki ruch można cofnąć.</translation>
    </message>
    <message>
        <source>&amp;Move cards to the foundations for me:</source>
        <translation>&amp;Odkładaj za mnie karty na stosy bazowe:</translation>
    </message>
</context>
<context>
    <name>Banner</name>
    <message>
        <source>Close this message</source>
        <translation>Zamknij ten komunikat</translation>
    </message>
    <message>
        <source>Close message</source>
        <translation>Zamknij komunikat</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Komunikat</translation>
    </message>
</context>
<context>
    <name>BusyIndicator</name>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
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
        <translation>dwójka</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>trójka</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>czwórka</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>piątka</translation>
    </message>
    <message>
        <source>Six</source>
        <translation>szóstka</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>siódemka</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>ósemka</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>dziewiątka</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>dziesiątka</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>walet</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>dama</translation>
    </message>
    <message>
        <source>King</source>
        <translation>król</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>pik</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>kier</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>karo</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>trefl</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <extracomment>A card's name, e.g. "Seven of Hearts": {rank} is a rank (Ace, Two... King) and {suit} a suit (Spades...).</extracomment>
        <translation>{rank} {suit}</translation>
    </message>
</context>
<context>
    <name>CardBack</name>
    <message>
        <source>Blue lattice</source>
        <translation>Niebieska krata</translation>
    </message>
    <message>
        <source>Red diamonds</source>
        <translation>Czerwone romby</translation>
    </message>
    <message>
        <source>Green dots</source>
        <translation>Zielone kropki</translation>
    </message>
</context>
<context>
    <name>CardDeck</name>
    <message>
        <source>The program's own faces</source>
        <translation>Własne karty programu</translation>
    </message>
    <message>
        <source>Four colours (♠ black, ♥ red, ♦ blue, ♣ green)</source>
        <translation>Cztery kolory (♠ czarny, ♥ czerwony, ♦ niebieski, ♣ zielony)</translation>
    </message>
    <message>
        <source>The card deck %1 is not installed (any more): the program's own faces are shown.</source>
        <translation>Talia kart %1 nie jest (już) zainstalowana: pokazywane są własne karty programu.</translation>
    </message>
    <message>
        <source>The card deck %1 cannot be read: the program's own faces are shown.</source>
        <translation>Nie można odczytać talii kart %1: pokazywane są własne karty programu.</translation>
    </message>
    <message>
        <source>The card deck %1 is damaged or incomplete: the program's own faces are shown.</source>
        <translation>Talia kart %1 jest uszkodzona lub niekompletna: pokazywane są własne karty programu.</translation>
    </message>
    <message>
        <source>Card &amp;deck:</source>
        <translation>Wyg&amp;ląd kart:</translation>
    </message>
    <message>
        <source>Card deck</source>
        <translation>Wygląd kart</translation>
    </message>
    <message>
        <source>Looking for installed card decks…</source>
        <translation>Szukanie zainstalowanych talii kart…</translation>
    </message>
    <message>
        <source>Preview of the card deck</source>
        <translation>Podgląd talii kart</translation>
    </message>
</context>
<context>
    <name>ChartWords</name>
    <message>
        <source>won, undo or hint used</source>
        <translation>wygrana, użyto cofania lub podpowiedzi</translation>
    </message>
    <message>
        <source>lost, undo or hint used</source>
        <translation>przegrana, użyto cofania lub podpowiedzi</translation>
    </message>
    <message>
        <source>won</source>
        <translation>wygrana</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>przegrana</translation>
    </message>
    <message numerus="yes">
        <source>The last %n game(s): {won} won, {lost} lost, {percent} won.</source>
        <translation>
            <numerusform>Ostatnie gry (%n): wygrane {won}, przegrane {lost}, wygranych {percent}.</numerusform>
            <numerusform>Ostatnie gry (%n): wygrane {won}, przegrane {lost}, wygranych {percent}.</numerusform>
            <numerusform>Ostatnie gry (%n): wygrane {won}, przegrane {lost}, wygranych {percent}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Newest first: {results}.</source>
        <translation>Od najnowszej: {results}.</translation>
    </message>
    <message>
        <source>No review yet.</source>
        <translation>Brak analizy.</translation>
    </message>
    <message>
        <source>The Advisor's chance: {first} at the deal, {last} after move {moves}; highest {high} after move {at_high}, lowest {low} after move {at_low}.</source>
        <translation>Szansa doradcy: {first} przy rozdaniu, {last} po ruchu {moves}; najwyższa {high} po ruchu {at_high}, najniższa {low} po ruchu {at_low}.</translation>
    </message>
    <message>
        <source>Moves that lost chance: {moves}.</source>
        <translation>Ruchy, które straciły szansę: {moves}.</translation>
    </message>
    <message>
        <source>No line of play wins any more from move {move} on.</source>
        <translation>Od ruchu {move} żaden wariant rozgrywki już nie wygrywa.</translation>
    </message>
</context>
<context>
    <name>ClockLabel</name>
    <message>
        <source>Game time</source>
        <translation>Czas gry</translation>
    </message>
</context>
<context>
    <name>DailyDeal</name>
    <message>
        <source>&amp;Daily deal</source>
        <translation>Rozdanie &amp;dnia</translation>
    </message>
    <message>
        <source>Today's deal, the same for everyone, proved winnable</source>
        <translation>Dzisiejsze rozdanie, takie samo dla wszystkich, z dowodem, że da się je wygrać</translation>
    </message>
    <message>
        <source>{game}: none today (no candidate deal was proved winnable)</source>
        <translation>{game}: dziś brak (żadnego z kandydujących rozdań nie udało się uznać za wygrywalne)</translation>
    </message>
    <message>
        <source>{game} has no daily deal today.</source>
        <translation>{game}: dziś nie ma rozdania dnia.</translation>
    </message>
    <message>
        <source>Finding the daily deal of {date}…</source>
        <translation>Szukanie rozdania dnia {date}…</translation>
    </message>
    <message>
        <source>Daily deal</source>
        <translation>Rozdanie dnia</translation>
    </message>
    <message>
        <source>None of the first {tries} candidate deals of {game} for {date} could be proved winnable, so there is no daily deal of it today.</source>
        <translation>Dla żadnego z pierwszych {tries} kandydujących rozdań gry {game} na {date} nie udało się dowieść, że da się je wygrać, więc dziś nie ma rozdania dnia.</translation>
    </message>
    <message>
        <source>Daily deal of {date}: {game}.</source>
        <translation>Rozdanie dnia {date}: {game}.</translation>
    </message>
</context>
<context>
    <name>Deal</name>
    <message>
        <source>daily deal {date}</source>
        <extracomment>How a game's deal is named in a sentence: a daily deal by its date, a numbered deal by its number, a deck given card by card as such.</extracomment>
        <translation>rozdanie dnia {date}</translation>
    </message>
    <message>
        <source>deal {number}</source>
        <translation>rozdanie {number}</translation>
    </message>
    <message>
        <source>hand-made deck</source>
        <translation>talia ułożona ręcznie</translation>
    </message>
</context>
<context>
    <name>DealNumberDialog</name>
    <message>
        <source>Deal by number</source>
        <translation>Rozdanie według numeru</translation>
    </message>
    <message>
        <source>Deal number (0 to {max}).
The same number gives the same deal everywhere.</source>
        <translation>Numer rozdania (od 0 do {max}).
Ten sam numer daje wszędzie to samo rozdanie.</translation>
    </message>
    <message>
        <source>Deal number</source>
        <translation>Numer rozdania</translation>
    </message>
    <message>
        <source>Type a whole number from 0 to {max}.</source>
        <translation>Wpisz liczbę całkowitą od 0 do {max}.</translation>
    </message>
</context>
<context>
    <name>FinishAction</name>
    <message>
        <source>F&amp;inish</source>
        <translation>&amp;Dokończ</translation>
    </message>
    <message>
        <source>Play the rest of the game to the foundations (once the stock is used up and the solver proves the game won)</source>
        <translation>Rozegraj resztę partii na stosy bazowe (gdy talia się skończy, a solwer dowiedzie, że partia jest wygrana)</translation>
    </message>
    <message>
        <source>Finish</source>
        <comment>toolbar</comment>
        <translation>Dokończ</translation>
    </message>
    <message numerus="yes">
        <source>Finish plays the rest once the stock is used up; %n card(s) still to come.</source>
        <translation>
            <numerusform>Dokończ rozgrywa resztę, gdy talia się skończy; została jeszcze %n karta.</numerusform>
            <numerusform>Dokończ rozgrywa resztę, gdy talia się skończy; zostały jeszcze %n karty.</numerusform>
            <numerusform>Dokończ rozgrywa resztę, gdy talia się skończy; zostało jeszcze %n kart.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Partia jest skończona.</translation>
    </message>
    <message>
        <source>The game cannot be finished: the solver proved that no line wins from here.</source>
        <translation>Tej partii nie da się dokończyć: solwer dowiódł, że odtąd żaden wariant rozgrywki nie wygrywa.</translation>
    </message>
    <message>
        <source>The solver could not decide whether this game can be finished.</source>
        <translation>Solwer nie rozstrzygnął, czy tę partię da się dokończyć.</translation>
    </message>
    <message>
        <source>Finishing the game: the solver proved it won.</source>
        <translation>Dokańczanie partii: solwer dowiódł, że jest wygrana.</translation>
    </message>
    <message>
        <source>Finishing stopped.</source>
        <translation>Dokańczanie zatrzymane.</translation>
    </message>
</context>
<context>
    <name>Game</name>
    <message>
        <source>Calculation</source>
        <translation>Kalkulacja</translation>
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
        <translation>Czas: {time}</translation>
    </message>
    <message>
        <source>Show the game's t&amp;ime in the status bar</source>
        <translation>Pokazuj &amp;czas gry na pasku stanu</translation>
    </message>
</context>
<context>
    <name>GameLock</name>
    <message>
        <source>Calculation is already open in another window, which keeps its own game in progress, so this window's game will not be saved for next time. Its results still count in your statistics.</source>
        <translation>Kalkulacja jest już otwarta w innym oknie, które przechowuje własną trwającą partię, więc partia z tego okna nie zostanie zapisana na następny raz. Jej wyniki i tak liczą się do statystyk.</translation>
    </message>
    <message>
        <source>Resumed after an unexpected stop.</source>
        <translation>Wznowiono po nieoczekiwanym zatrzymaniu.</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <source>Show the next move of a winning line (the solver looks for one)</source>
        <translation>Pokaż następny ruch wygrywającego wariantu (solwer go szuka)</translation>
    </message>
    <message>
        <source>The game is won.</source>
        <translation>Partia jest wygrana.</translation>
    </message>
    <message>
        <source>Looking for a winning line…</source>
        <translation>Szukanie wygrywającego wariantu…</translation>
    </message>
    <message>
        <source>Hint: the solver could not decide in time.</source>
        <translation>Podpowiedź: solwer nie zdążył rozstrzygnąć.</translation>
    </message>
    <message>
        <source>The solver &lt;b&gt;could not decide&lt;/b&gt; whether this position can still be won.</source>
        <translation>Solwer &lt;b&gt;nie rozstrzygnął&lt;/b&gt;, czy tę pozycję da się jeszcze wygrać.</translation>
    </message>
    <message>
        <source>Hint: {move}.</source>
        <translation>Podpowiedź: {move}.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Cofnij</translation>
    </message>
    <message>
        <source>Suggest</source>
        <translation>Porada</translation>
    </message>
    <message>
        <source>&lt;b&gt;The deal is lost from here&lt;/b&gt;: the solver proved that no line of play wins. &lt;b&gt;Suggest&lt;/b&gt; (S) shows the best try: it does not know the stock, so it plays the odds of the cards to come.</source>
        <translation>&lt;b&gt;Odtąd to rozdanie jest przegrane&lt;/b&gt;: solwer dowiódł, że żaden wariant rozgrywki nie wygrywa. &lt;b&gt;Porada&lt;/b&gt; (S) pokazuje najlepszą próbę: nie zna talii, więc gra według szans kart, które dopiero przyjdą.</translation>
    </message>
    <message>
        <source>Hint: the deal is lost from here. Suggest (S) shows the best try.</source>
        <translation>Podpowiedź: odtąd to rozdanie jest przegrane. Porada (S) pokazuje najlepszą próbę.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The deal is lost from here&lt;/b&gt;: the solver proved that no line of play wins.</source>
        <translation>&lt;b&gt;Odtąd to rozdanie jest przegrane&lt;/b&gt;: solwer dowiódł, że żaden wariant rozgrywki nie wygrywa.</translation>
    </message>
    <message>
        <source>Hint: the deal is lost from here.</source>
        <translation>Podpowiedź: odtąd to rozdanie jest przegrane.</translation>
    </message>
</context>
<context>
    <name>KeyboardCursor</name>
    <message>
        <source>{0}, onto {1}</source>
        <translation>{0}, na: {1}</translation>
    </message>
    <message>
        <source>Enter or Space drops it there; Tab chooses another pile; Escape puts it back.</source>
        <translation>Enter lub spacja kładzie ją tutaj; Tab wybiera inny stos; Escape odkłada ją z powrotem.</translation>
    </message>
    <message>
        <source>{0}, the turned card</source>
        <translation>{0}, odkryta karta</translation>
    </message>
    <message>
        <source>{0}, top of {1}</source>
        <translation>{0}, na wierzchu: {1}</translation>
    </message>
    <message>
        <source>Goes to {0} or any waste pile.</source>
        <translation>Idzie na: {0} lub na dowolny stos odrzutów.</translation>
    </message>
    <message>
        <source>Goes to {0}.</source>
        <translation>Idzie na: {0}.</translation>
    </message>
    <message>
        <source>Goes to any waste pile.</source>
        <translation>Idzie na dowolny stos odrzutów.</translation>
    </message>
    <message>
        <source>Enter or Space picks it up.</source>
        <translation>Enter lub spacja ją podnosi.</translation>
    </message>
</context>
<context>
    <name>LanguageBox</name>
    <message>
        <source>Language</source>
        <translation>Język</translation>
    </message>
    <message>
        <source>System ({language})</source>
        <translation>Systemowy ({language})</translation>
    </message>
    <message>
        <source>The new language applies the next time Calculation starts.</source>
        <translation>Nowy język zacznie obowiązywać przy następnym uruchomieniu Kalkulacji.</translation>
    </message>
    <message>
        <source>A new choice applies the next time Calculation starts.</source>
        <translation>Nowy wybór zacznie obowiązywać przy następnym uruchomieniu Kalkulacji.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>This game has %n waste pile(s).</source>
        <translation>
            <numerusform>Ta gra ma %n stos odrzutów.</numerusform>
            <numerusform>Ta gra ma %n stosy odrzutów.</numerusform>
            <numerusform>Ta gra ma %n stosów odrzutów.</numerusform>
        </translation>
    </message>
    <message>
        <source>The stock is used up.</source>
        <translation>Talia się skończyła.</translation>
    </message>
    <message>
        <source>Waste pile {pile} is empty.</source>
        <translation>Stos odrzutów {pile} jest pusty.</translation>
    </message>
    <message>
        <source>Calculation</source>
        <translation>Kalkulacja</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Stół do gry</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>Nie ma czego cofnąć.</translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <translation>Nie ma czego ponowić.</translation>
    </message>
    <message>
        <source>Not allowed: {reason}.</source>
        <translation>Niedozwolone: {reason}.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;You won!&lt;/b&gt; All 52 cards are on the foundations in %n move(s).</source>
        <translation>
            <numerusform>&lt;b&gt;Wygrana!&lt;/b&gt; Wszystkie 52 karty leżą na stosach bazowych po %n ruchu.</numerusform>
            <numerusform>&lt;b&gt;Wygrana!&lt;/b&gt; Wszystkie 52 karty leżą na stosach bazowych po %n ruchach.</numerusform>
            <numerusform>&lt;b&gt;Wygrana!&lt;/b&gt; Wszystkie 52 karty leżą na stosach bazowych po %n ruchach.</numerusform>
        </translation>
    </message>
    <message>
        <source>New deal</source>
        <translation>Nowe rozdanie</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Blocked.&lt;/b&gt; The stock is used up and no waste-pile top fits a foundation (%n card(s) left).</source>
        <translation>
            <numerusform>&lt;b&gt;Blokada.&lt;/b&gt; Talia się skończyła i żadna wierzchnia karta stosu odrzutów nie pasuje na stos bazowy (została %n karta).</numerusform>
            <numerusform>&lt;b&gt;Blokada.&lt;/b&gt; Talia się skończyła i żadna wierzchnia karta stosu odrzutów nie pasuje na stos bazowy (zostały %n karty).</numerusform>
            <numerusform>&lt;b&gt;Blokada.&lt;/b&gt; Talia się skończyła i żadna wierzchnia karta stosu odrzutów nie pasuje na stos bazowy (zostało %n kart).</numerusform>
        </translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Cofnij</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Od nowa</translation>
    </message>
    <message>
        <source>Daily deal {date}</source>
        <translation>Rozdanie dnia {date}</translation>
    </message>
    <message>
        <source>{variant} — {deal}</source>
        <translation>{variant} — {deal}</translation>
    </message>
    <message>
        <source>Hand-made deck</source>
        <translation>Talia ułożona ręcznie</translation>
    </message>
    <message>
        <source>Autoplay is off: double-click or drag the card, or use the keys (see Help → Rules).</source>
        <translation>Autogra jest wyłączona: kliknij kartę dwukrotnie, przeciągnij ją albo użyj klawiszy (zob. Pomoc → Zasady).</translation>
    </message>
    <message>
        <source>Deal {number}</source>
        <translation>Rozdanie {number}</translation>
    </message>
    <message>
        <source>Stock: {count}</source>
        <translation>Talia: {count}</translation>
    </message>
    <message>
        <source>Moves: {count}</source>
        <translation>Ruchy: {count}</translation>
    </message>
    <message>
        <source>&amp;New deal</source>
        <translation>&amp;Nowe rozdanie</translation>
    </message>
    <message>
        <source>Deal a new game</source>
        <translation>Rozpocznij nowe rozdanie</translation>
    </message>
    <message>
        <source>&amp;Restart deal</source>
        <translation>&amp;Zacznij rozdanie od nowa</translation>
    </message>
    <message>
        <source>Start this deal again from the beginning</source>
        <translation>Rozegraj to rozdanie od początku</translation>
    </message>
    <message>
        <source>Deal by n&amp;umber…</source>
        <translation>Rozdanie według n&amp;umeru…</translation>
    </message>
    <message>
        <source>Play a deal given by its number</source>
        <translation>Zagraj rozdanie o podanym numerze</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatystyki…</translation>
    </message>
    <message>
        <source>Games played, won and lost</source>
        <translation>Partie rozegrane, wygrane i przegrane</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Za&amp;kończ</translation>
    </message>
    <message>
        <source>Quit Calculation</source>
        <translation>Zakończ Kalkulację</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Cofnij</translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <translation>Cofnij ostatni ruch</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ponów</translation>
    </message>
    <message>
        <source>Play the undone move again</source>
        <translation>Zagraj ponownie cofnięty ruch</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>Po&amp;dpowiedź</translation>
    </message>
    <message>
        <source>Show a good move</source>
        <translation>Pokaż dobry ruch</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>U&amp;stawienia…</translation>
    </message>
    <message>
        <source>Game, waste piles, autoplay, animation, language</source>
        <translation>Gra, stosy odrzutów, autogra, animacja, język</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Zasady</translation>
    </message>
    <message>
        <source>The rules of the current game</source>
        <translation>Zasady bieżącej gry</translation>
    </message>
    <message>
        <source>&amp;About Calculation</source>
        <translation>&amp;O programie Kalkulacja</translation>
    </message>
    <message>
        <source>Version and licence</source>
        <translation>Wersja i licencja</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>Pełny &amp;ekran</translation>
    </message>
    <message>
        <source>Show the table on the whole screen, or in a window again</source>
        <translation>Pokaż stół na całym ekranie albo znów w oknie</translation>
    </message>
    <message>
        <source>New deal</source>
        <comment>toolbar</comment>
        <translation>Rozdaj</translation>
    </message>
    <message>
        <source>Restart deal</source>
        <comment>toolbar</comment>
        <translation>Od nowa</translation>
    </message>
    <message>
        <source>Settings</source>
        <comment>toolbar</comment>
        <translation>Opcje</translation>
    </message>
    <message>
        <source>Undo</source>
        <comment>toolbar</comment>
        <translation>Cofnij</translation>
    </message>
    <message>
        <source>Redo</source>
        <comment>toolbar</comment>
        <translation>Ponów</translation>
    </message>
    <message>
        <source>Hint</source>
        <comment>toolbar</comment>
        <translation>Podpowiedź</translation>
    </message>
    <message>
        <source>Turned card to waste pile &amp;{pile}</source>
        <translation>Odkryta karta na stos odrzutów &amp;{pile}</translation>
    </message>
    <message>
        <source>Turned card to a &amp;foundation</source>
        <translation>Odkryta karta na stos &amp;bazowy</translation>
    </message>
    <message>
        <source>Waste pile {pile} to a foundation</source>
        <translation>Stos odrzutów {pile} na stos bazowy</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Gra</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edycja</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Ruchy</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Pomo&amp;c</translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <translation>Główny pasek narzędzi</translation>
    </message>
    <message>
        <source>C&amp;hoose game</source>
        <translation>Wybie&amp;rz grę</translation>
    </message>
    <message>
        <source>Play another game or another form of it: a new deal of it</source>
        <translation>Zagraj w inną grę lub inną jej odmianę: nowe rozdanie</translation>
    </message>
    <message>
        <source>Game</source>
        <comment>toolbar</comment>
        <translation>Gra</translation>
    </message>
</context>
<context>
    <name>MenuEntry</name>
    <message>
        <source>Patience Game</source>
        <translation>Pasjans</translation>
    </message>
    <message>
        <source>Play Calculation, Sir Tommy and Strategy: patience games for people who like to think ahead</source>
        <translation>Kalkulacja, Sir Tommy i Strategia: pasjanse dla tych, którzy lubią myśleć naprzód</translation>
    </message>
    <message>
        <source>patience;solitaire;cards;calculation;broken intervals;sir tommy;strategy;</source>
        <translation>pasjans;karty;kalkulacja;sir tommy;strategia;</translation>
    </message>
    <message>
        <source>Patience games for people who like to think ahead</source>
        <translation>Pasjanse dla tych, którzy lubią myśleć naprzód</translation>
    </message>
</context>
<context>
    <name>Move</name>
    <message>
        <source>{card} to foundation {number}</source>
        <translation>{card} na stos bazowy {number}</translation>
    </message>
    <message>
        <source>{card} to waste pile {number}</source>
        <translation>{card} na stos odrzutów {number}</translation>
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
        <translation>Demo grało w tym rozdaniu: gry z demo nie liczą się do statystyk.</translation>
    </message>
    <message>
        <source>This game was counted as lost already: another Calculation window left it unfinished, so this win does not count.</source>
        <translation>Ta partia została już policzona jako przegrana: inne okno Kalkulacji porzuciło ją niedokończoną, więc to zwycięstwo się nie liczy.</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>No foundation wants the {card} now.</source>
        <translation>Żaden stos bazowy nie przyjmie teraz tej karty: {card}.</translation>
    </message>
    <message>
        <source>The foundations wait for the stock: while it lasts, only an Ace from the stock may go up.</source>
        <translation>Stosy bazowe czekają na koniec talii: dopóki jej starcza, na stos bazowy może pójść tylko as z talii.</translation>
    </message>
    <message>
        <source>There is no card to move there.</source>
        <translation>Nie ma tam karty do przeniesienia.</translation>
    </message>
    <message>
        <source>A card never moves from one waste pile to another: a waste pile's top card goes only to a foundation.</source>
        <translation>Karta nigdy nie przechodzi z jednego stosu odrzutów na inny: wierzchnia karta stosu odrzutów idzie tylko na stos bazowy.</translation>
    </message>
    <message>
        <source>The {card} cannot go there.</source>
        <translation>Ta karta nie może tam trafić: {card}.</translation>
    </message>
    <message>
        <source>Nothing goes back to the stock.</source>
        <translation>Nic nie wraca do talii.</translation>
    </message>
    <message>
        <source>Foundation {k} is complete; foundation {other} takes the {card}.</source>
        <translation>Stos bazowy {k} jest pełny; tę kartę ({card}) przyjmie stos bazowy {other}.</translation>
    </message>
    <message>
        <source>Foundation {k} follows its own suit; foundation {other} takes the {card}.</source>
        <translation>Stos bazowy {k} trzyma się własnego koloru; tę kartę ({card}) przyjmie stos bazowy {other}.</translation>
    </message>
    <message>
        <source>Foundation {k} wants {rank} next, not the {card}; foundation {other} takes it.</source>
        <translation>Stos bazowy {k} czeka teraz na {rank}, nie na tę kartę ({card}); przyjmie ją stos bazowy {other}.</translation>
    </message>
    <message>
        <source>Cards on a foundation stay there: the {card} cannot move.</source>
        <translation>Karty na stosie bazowym tam zostają: ta karta nie może się ruszyć ({card}).</translation>
    </message>
    <message>
        <source>The stock is turned one card at a time: play the turned card first.</source>
        <translation>Talię odkrywa się po jednej karcie: najpierw zagraj odkrytą kartę.</translation>
    </message>
    <message>
        <source>Only the top card of a waste pile moves: the {card} is covered.</source>
        <translation>Rusza się tylko wierzchnia karta stosu odrzutów: ta karta jest przykryta ({card}).</translation>
    </message>
    <message>
        <source>The game is over: nothing moves any more.</source>
        <translation>Partia jest skończona: nic się już nie rusza.</translation>
    </message>
    <message>
        <source>an Ace</source>
        <translation>asa</translation>
    </message>
    <message>
        <source>a Two</source>
        <translation>dwójkę</translation>
    </message>
    <message>
        <source>a Three</source>
        <translation>trójkę</translation>
    </message>
    <message>
        <source>a Four</source>
        <translation>czwórkę</translation>
    </message>
    <message>
        <source>a Five</source>
        <translation>piątkę</translation>
    </message>
    <message>
        <source>a Six</source>
        <translation>szóstkę</translation>
    </message>
    <message>
        <source>a Seven</source>
        <translation>siódemkę</translation>
    </message>
    <message>
        <source>an Eight</source>
        <translation>ósemkę</translation>
    </message>
    <message>
        <source>a Nine</source>
        <translation>dziewiątkę</translation>
    </message>
    <message>
        <source>a Ten</source>
        <translation>dziesiątkę</translation>
    </message>
    <message>
        <source>a Jack</source>
        <translation>waleta</translation>
    </message>
    <message>
        <source>a Queen</source>
        <translation>damę</translation>
    </message>
    <message>
        <source>a King</source>
        <translation>króla</translation>
    </message>
    <message>
        <source>cards never leave a foundation</source>
        <translation>karty nigdy nie opuszczają stosu bazowego</translation>
    </message>
    <message>
        <source>the stock is empty</source>
        <translation>talia jest pusta</translation>
    </message>
    <message>
        <source>there is no waste pile {number} (this game has {count})</source>
        <translation>nie ma stosu odrzutów {number} (ta gra ma ich {count})</translation>
    </message>
    <message>
        <source>waste pile {number} is empty</source>
        <translation>stos odrzutów {number} jest pusty</translation>
    </message>
    <message>
        <source>unknown source pile</source>
        <translation>nieznany stos źródłowy</translation>
    </message>
    <message>
        <source>nothing goes back to the stock</source>
        <translation>nic nie wraca do talii</translation>
    </message>
    <message>
        <source>a card never moves from one waste pile to another</source>
        <translation>karta nigdy nie przechodzi z jednego stosu odrzutów na inny</translation>
    </message>
    <message>
        <source>there is no foundation {number}</source>
        <translation>nie ma stosu bazowego {number}</translation>
    </message>
    <message>
        <source>foundation {number} is complete</source>
        <translation>stos bazowy {number} jest pełny</translation>
    </message>
    <message>
        <source>no waste card goes to a foundation while the stock lasts</source>
        <translation>żadna karta ze stosu odrzutów nie idzie na stos bazowy, dopóki starcza talii</translation>
    </message>
    <message>
        <source>foundation {number} takes no card after its first while the stock lasts</source>
        <translation>stos bazowy {number} nie przyjmuje kolejnych kart po pierwszej, dopóki starcza talii</translation>
    </message>
    <message>
        <source>foundation {number} is empty and starts with {rank}, not {card}</source>
        <translation>stos bazowy {number} jest pusty i czeka najpierw na {rank}, nie na tę kartę: {card}</translation>
    </message>
    <message>
        <source>foundation {number} follows {suit}: it wants {rank} of that suit, not {card}</source>
        <translation>stos bazowy {number} trzyma się koloru {suit}: czeka na {rank} w tym kolorze, nie na tę kartę: {card}</translation>
    </message>
    <message>
        <source>foundation {number} wants {rank}, not {card}</source>
        <translation>stos bazowy {number} czeka na {rank}, nie na tę kartę: {card}</translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message numerus="yes">
        <source>The winning line: %n move(s). Press Play, or Next to step through it.</source>
        <translation>
            <numerusform>Wygrywający wariant: %n ruch. Naciśnij Odtwórz albo Dalej, aby przejść go krok po kroku.</numerusform>
            <numerusform>Wygrywający wariant: %n ruchy. Naciśnij Odtwórz albo Dalej, aby przejść go krok po kroku.</numerusform>
            <numerusform>Wygrywający wariant: %n ruchów. Naciśnij Odtwórz albo Dalej, aby przejść go krok po kroku.</numerusform>
        </translation>
    </message>
    <message>
        <source>Replay table</source>
        <translation>Stół odtwarzania</translation>
    </message>
    <message>
        <source>Replay move</source>
        <translation>Odtwarzany ruch</translation>
    </message>
    <message>
        <source>Violet ring: the card just played. Yellow: the next move, which Next plays.</source>
        <translation>Fioletowy pierścień: właśnie zagrana karta. Żółty: następny ruch, który zagra przycisk Dalej.</translation>
    </message>
    <message>
        <source>◀ &amp;Back</source>
        <translation>◀ &amp;Wstecz</translation>
    </message>
    <message>
        <source>&amp;Next ▶</source>
        <translation>&amp;Dalej ▶</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Odtwórz</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Zamknij</translation>
    </message>
    <message>
        <source>{intro} Next (highlighted): {move}.</source>
        <translation>{intro} Następny (wyróżniony): {move}.</translation>
    </message>
    <message>
        <source>Move {index} of {count}: {move}. Next (highlighted): {next}.</source>
        <translation>Ruch {index} z {count}: {move}. Następny (wyróżniony): {next}.</translation>
    </message>
    <message>
        <source>Move {index} of {count}: {move} — all 52 cards are on the foundations.</source>
        <translation>Ruch {index} z {count}: {move} — wszystkie 52 karty leżą na stosach bazowych.</translation>
    </message>
    <message>
        <source>Move {index} of {count}: {move}</source>
        <translation>Ruch {index} z {count}: {move}</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pauza</translation>
    </message>
</context>
<context>
    <name>ReviewActions</name>
    <message>
        <source>Re&amp;view game…</source>
        <translation>Analizu&amp;j partię…</translation>
    </message>
    <message>
        <source>The Advisor's winning chance after every move, the moves that lowered it and the solver's verdict</source>
        <translation>Szansa wygranej doradcy po każdym ruchu, ruchy, które ją obniżyły, i werdykt solwera</translation>
    </message>
    <message>
        <source>Review a re&amp;cent game</source>
        <translation>Analizuj niedawną &amp;partię</translation>
    </message>
    <message>
        <source>Make a move first: there is nothing to review yet.</source>
        <translation>Najpierw wykonaj ruch: nie ma jeszcze czego analizować.</translation>
    </message>
    <message>
        <source>won after move {moves}</source>
        <translation>wygrana po ruchu {moves}</translation>
    </message>
    <message>
        <source>abandoned after move {moves}</source>
        <translation>porzucona po ruchu {moves}</translation>
    </message>
    <message>
        <source>lost after move {moves}</source>
        <translation>przegrana po ruchu {moves}</translation>
    </message>
    <message>
        <source>{variant}, {deal}: {outcome}, {date}</source>
        <translation>{variant}, {deal}: {outcome}, {date}</translation>
    </message>
    <message>
        <source>Review: {variant}, {deal}</source>
        <translation>Analiza: {variant}, {deal}</translation>
    </message>
    <message>
        <source>No recorded game yet</source>
        <translation>Brak zapisanych partii</translation>
    </message>
    <message>
        <source>Review cancelled.</source>
        <translation>Analiza anulowana.</translation>
    </message>
    <message>
        <source>The review failed: {reason}</source>
        <translation>Analiza się nie powiodła: {reason}</translation>
    </message>
</context>
<context>
    <name>ReviewChart</name>
    <message>
        <source>the Advisor's chance</source>
        <translation>szansa doradcy</translation>
    </message>
    <message>
        <source>the position on the board</source>
        <translation>pozycja na stole</translation>
    </message>
    <message>
        <source>a move that lost chance</source>
        <translation>ruch, który stracił szansę</translation>
    </message>
    <message>
        <source>shaded: no line of play wins any more</source>
        <translation>zacienione: żaden wariant rozgrywki już nie wygrywa</translation>
    </message>
    <message>
        <source>Winning chance chart</source>
        <translation>Wykres szansy wygranej</translation>
    </message>
    <message>
        <source>The Advisor's winning chance after each move; click to see that position</source>
        <translation>Szansa wygranej doradcy po każdym ruchu; kliknij, aby zobaczyć tę pozycję</translation>
    </message>
    <message>
        <source>The Advisor's winning chance after each move</source>
        <translation>Szansa wygranej doradcy po każdym ruchu</translation>
    </message>
    <message>
        <source>start</source>
        <translation>początek</translation>
    </message>
    <message>
        <source>move {number}</source>
        <translation>ruch {number}</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <source>You won this deal.</source>
        <translation>To rozdanie zostało wygrane.</translation>
    </message>
    <message>
        <source>Move {number}: {played} kept {kept}; {better} would have kept {better_kept}.</source>
        <translation>Ruch {number}: {played} zachował {kept}; {better} zachowałby {better_kept}.</translation>
    </message>
    <message>
        <source>With the cards' order known, no line of play wins this deal (the solver proved it).</source>
        <translation>Przy znanej kolejności kart żaden wariant gry nie wygrywa tego rozdania (solwer to udowodnił).</translation>
    </message>
    <message>
        <source>This deal is still winnable: after move {last} a winning line remains.</source>
        <translation>To rozdanie nadal da się wygrać: po ruchu {last} pozostaje wygrywający wariant.</translation>
    </message>
    <message>
        <source>This deal was winnable at least until move {last}; the solver could not decide the positions after it in time.</source>
        <translation>To rozdanie dało się wygrać co najmniej do ruchu {last}; solwer nie zdążył rozstrzygnąć dalszych pozycji.</translation>
    </message>
    <message>
        <source>The solver proved the position after move {lost} lost, but could not decide the earlier ones in time.</source>
        <translation>Solwer dowiódł, że pozycja po ruchu {lost} jest przegrana, ale nie zdążył rozstrzygnąć wcześniejszych.</translation>
    </message>
    <message>
        <source>The solver could not decide in time whether this deal was winnable.</source>
        <translation>Solwer nie zdążył rozstrzygnąć, czy to rozdanie dało się wygrać.</translation>
    </message>
    <message>
        <source>{kept} is the chance as the move was made; then the next card turned up, making it {chance}.</source>
        <translation>{kept} to szansa w chwili ruchu; potem odkryto następną kartę i szansa wyniosła {chance}.</translation>
    </message>
    <message>
        <source>With the cards' order known, the deal could still be won before move {lost}; after it no line of play wins.</source>
        <translation>Przy znanej kolejności kart rozdanie dało się jeszcze wygrać przed ruchem {lost}; potem żaden wariant gry nie wygrywa.</translation>
    </message>
    <message>
        <source>From what you could see, no move of yours lost more chance than the estimate's noise.</source>
        <translation>Z tego, co było widać, żaden twój ruch nie stracił więcej szansy niż szum oszacowania.</translation>
    </message>
    <message>
        <source>From what you could see, moves that lost more chance than the estimate's noise: {count}; the most, move {number}: {kept} instead of {better_kept}.</source>
        <translation>Z tego, co było widać, ruchy, które straciły więcej szansy niż szum oszacowania: {count}; najwięcej ruch {number}: {kept} zamiast {better_kept}.</translation>
    </message>
    <message>
        <source>Riskier than needed: you won, but each of these moves lowered the Advisor's chance by more than the noise (click one to see it):</source>
        <translation>Ryzykowniej niż trzeba: wygrana, ale każdy z tych ruchów obniżył szansę doradcy o więcej niż szum (kliknij jeden, aby go zobaczyć):</translation>
    </message>
    <message>
        <source>Biggest mistakes: the moves that lowered the Advisor's chance the most (click one to see it):</source>
        <translation>Największe błędy: ruchy, które najbardziej obniżyły szansę doradcy (kliknij jeden, aby go zobaczyć):</translation>
    </message>
    <message>
        <source>The deal as dealt: the Advisor's chance {chance}.</source>
        <translation>Rozdanie jak rozdane: szansa doradcy {chance}.</translation>
    </message>
    <message>
        <source>After move {index}: the Advisor's chance {chance}.</source>
        <translation>Po ruchu {index}: szansa doradcy {chance}.</translation>
    </message>
    <message>
        <source>With the cards' order known, this move lost the deal: no line of play wins from here.</source>
        <translation>Przy znanej kolejności kart ten ruch przegrał rozdanie: stąd żaden wariant gry nie wygrywa.</translation>
    </message>
    <message>
        <source>With the cards' order known, no line of play wins from here.</source>
        <translation>Przy znanej kolejności kart stąd żaden wariant gry nie wygrywa.</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Werdykt</translation>
    </message>
    <message>
        <source>Review progress</source>
        <translation>Postęp analizy</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <source>Chart legend</source>
        <translation>Legenda wykresu</translation>
    </message>
    <message>
        <source>Moves that lost chance</source>
        <translation>Ruchy, które straciły szansę</translation>
    </message>
    <message>
        <source>The deal as dealt. Click the chart or a move in the list, or press Next.</source>
        <translation>Rozdanie tak, jak zostało rozdane. Kliknij wykres lub ruch na liście albo naciśnij Dalej.</translation>
    </message>
    <message>
        <source>Reviewing the game: the Advisor's chance after every move, then the solver's verdict.</source>
        <translation>Analiza gry: szansa doradcy po każdym ruchu, potem werdykt solwera.</translation>
    </message>
    <message>
        <source>Chance: how often the Advisor (Suggest) wins from a position. Like you, it does not know the order of the cards still in the stock; its trials of random orders are calibrated against its own games, so the chance reads as odds. Hint's solver, which knows the order, answers another question: whether a winning line exists.</source>
        <translation>Szansa: jak często doradca (Porada) wygrywa z danej pozycji. Tak jak ty nie zna kolejności kart pozostałych w talii; jego próby z losowymi kolejnościami są skalibrowane na jego własnych grach, więc szansę można czytać jak twoje widoki na wygraną. Solwer Podpowiedzi, który zna kolejność, odpowiada na inne pytanie: czy istnieje wygrywający wariant.</translation>
    </message>
    <message>
        <source>The position shown</source>
        <translation>Pokazana pozycja</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Zamknij</translation>
    </message>
    <message>
        <source>Reviewing… %p%</source>
        <translation>Analiza… %p%</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>by ones</source>
        <translation>co jeden</translation>
    </message>
    <message>
        <source>by twos</source>
        <translation>co dwa</translation>
    </message>
    <message>
        <source>by threes</source>
        <translation>co trzy</translation>
    </message>
    <message>
        <source>by fours</source>
        <translation>co cztery</translation>
    </message>
    <message>
        <source>{step}, first card {rank}, placed before play</source>
        <translation>{step}, pierwsza karta: {rank}, wyłożona przed grą</translation>
    </message>
    <message>
        <source>{step}, first card {rank}, when one turns up</source>
        <translation>{step}, pierwsza karta: {rank}, gdy się pojawi</translation>
    </message>
    <message>
        <source>{step}, first card {rank}, then its suit only</source>
        <translation>{step}, pierwsza karta: {rank}, potem tylko jej kolor</translation>
    </message>
    <message>
        <source>{step}, first card {rank}, placed before play, then its suit only</source>
        <translation>{step}, pierwsza karta: {rank}, wyłożona przed grą, potem tylko jej kolor</translation>
    </message>
    <message>
        <source>by steps of {step}</source>
        <translation>co {step}</translation>
    </message>
    <message>
        <source>Foundation</source>
        <translation>Stos bazowy</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Krok</translation>
    </message>
    <message>
        <source>Four foundations build at once: the first by ones, the second by twos, the third by threes and the fourth by fours, counting past the King back to the Ace (13 wraps round to 1). Suits never matter. Before play, the first Ace, Two, Three and Four of the deck are laid out as the foundations' bases.</source>
        <translation>Cztery stosy bazowe rosną jednocześnie: pierwszy co jeden, drugi co dwa, trzeci co trzy, a czwarty co cztery, licząc po królu znów od asa (po 13 następuje 1). Kolory nigdy nie mają znaczenia. Przed grą pierwszy as, dwójka, trójka i czwórka z talii zostają wyłożone jako podstawy stosów bazowych.</translation>
    </message>
    <message>
        <source>Four foundations build at once: the first by ones, the second by twos, the third by threes and the fourth by fours, counting past the King back to the Ace (13 wraps round to 1). Suits never matter. All four foundations start &lt;b&gt;empty&lt;/b&gt;: foundation 1 can only be started with an Ace, foundation 2 with a Two, foundation 3 with a Three and foundation 4 with a Four, when one turns up.</source>
        <translation>Cztery stosy bazowe rosną jednocześnie: pierwszy co jeden, drugi co dwa, trzeci co trzy, a czwarty co cztery, licząc po królu znów od asa (po 13 następuje 1). Kolory nigdy nie mają znaczenia. Wszystkie cztery stosy bazowe zaczynają się &lt;b&gt;puste&lt;/b&gt;: stos bazowy 1 można zacząć tylko asem, stos bazowy 2 dwójką, stos bazowy 3 trójką, a stos bazowy 4 czwórką, gdy taka się pojawi.</translation>
    </message>
    <message>
        <source>Four foundations build up by ones from Ace to King. Suits never matter. Each foundation starts empty; any Ace may start any empty foundation.</source>
        <translation>Cztery stosy bazowe rosną co jeden od asa do króla. Kolory nigdy nie mają znaczenia. Każdy stos bazowy zaczyna się pusty; dowolny as może zacząć dowolny pusty stos bazowy.</translation>
    </message>
    <message>
        <source>Four foundations build up by ones from Ace to King, each in &lt;b&gt;one suit&lt;/b&gt;: the suit of the Ace that started it. Each foundation starts empty; any Ace may start any empty foundation.</source>
        <translation>Cztery stosy bazowe rosną co jeden od asa do króla, każdy w &lt;b&gt;jednym kolorze&lt;/b&gt;: kolorze asa, który go zaczął. Każdy stos bazowy zaczyna się pusty; dowolny as może zacząć dowolny pusty stos bazowy.</translation>
    </message>
    <message>
        <source>The game as the classic books give it. Four foundations build up by ones from Ace to King, each in &lt;b&gt;one suit&lt;/b&gt;: the suit of the Ace that started it, and there are &lt;b&gt;eight&lt;/b&gt; waste piles. &lt;b&gt;While the stock lasts&lt;/b&gt;, only an Ace may go up (any Ace starts any empty foundation); every other card goes onto a waste pile, and no waste-pile card may move. Once the stock is used up, the waste-pile tops build on the foundations.</source>
        <translation>Gra tak, jak podają ją klasyczne książki. Cztery stosy bazowe rosną co jeden od asa do króla, każdy w &lt;b&gt;jednym kolorze&lt;/b&gt;: kolorze asa, który go zaczął, a stosów odrzutów jest &lt;b&gt;osiem&lt;/b&gt;. &lt;b&gt;Dopóki starcza talii&lt;/b&gt;, na stos bazowy może iść tylko as (dowolny as zaczyna dowolny pusty stos bazowy); każda inna karta idzie na stos odrzutów i żadna karta ze stosów odrzutów nie może się ruszyć. Gdy talia się skończy, wierzchnie karty stosów odrzutów idą na stosy bazowe.</translation>
    </message>
    <message>
        <source>&lt;p&gt;Every foundation takes exactly 13 cards and ends on a King.&lt;/p&gt;&lt;h3&gt;Play&lt;/h3&gt;&lt;p&gt;The stock is turned one card at a time, in a single pass (no redeal). The turned card must be placed before the next one is turned: on a foundation that wants it, or on any of the &lt;b&gt;{piles}&lt;/b&gt; waste piles, whatever its rank. The top card of a waste pile may go to a foundation that wants it at any time. Nothing else moves: never from one waste pile to another, never off a foundation.&lt;/p&gt;&lt;p&gt;The skill is in the waste piles: they are stacks you can only take from the top, so put cards that will be wanted late under cards that will be wanted soon.&lt;/p&gt;&lt;h3&gt;End&lt;/h3&gt;&lt;p&gt;You win when all 52 cards are on the foundations. The game is lost (blocked) when the stock is used up and no waste-pile top fits any foundation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Każdy stos bazowy przyjmuje dokładnie 13 kart i kończy się królem.&lt;/p&gt;&lt;h3&gt;Gra&lt;/h3&gt;&lt;p&gt;Talię odkrywa się po jednej karcie, jeden raz (bez ponownego rozdania). Odkrytą kartę trzeba położyć, zanim odkryje się następną: na stos bazowy, który na nią czeka, albo na dowolny z &lt;b&gt;{piles}&lt;/b&gt; stosów odrzutów, bez względu na jej wartość. Wierzchnia karta stosu odrzutów może w każdej chwili pójść na stos bazowy, który na nią czeka. Nic innego się nie rusza: nigdy z jednego stosu odrzutów na inny, nigdy ze stosu bazowego.&lt;/p&gt;&lt;p&gt;Cała sztuka tkwi w stosach odrzutów: można z nich brać tylko z wierzchu, więc karty potrzebne późno kładź pod kartami potrzebnymi wkrótce.&lt;/p&gt;&lt;h3&gt;Koniec&lt;/h3&gt;&lt;p&gt;Wygrywasz, gdy wszystkie 52 karty leżą na stosach bazowych. Partia jest przegrana (blokada), gdy talia się skończyła, a żadna wierzchnia karta stosu odrzutów nie pasuje na żaden stos bazowy.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Every foundation takes exactly 13 cards and ends on a King.&lt;/p&gt;&lt;h3&gt;Play&lt;/h3&gt;&lt;p&gt;The stock is turned one card at a time, in a single pass (no redeal). The turned card must be placed before the next one is turned: an Ace on an empty foundation, any other card on any of the &lt;b&gt;{piles}&lt;/b&gt; waste piles, whatever its rank. While the stock lasts, no waste-pile card moves. Once the stock is used up, the top card of a waste pile may go to a foundation that wants it. Nothing else moves: never from one waste pile to another, never off a foundation.&lt;/p&gt;&lt;p&gt;The skill is in the waste piles: they are stacks you can only take from the top, so put cards that will be wanted late under cards that will be wanted soon.&lt;/p&gt;&lt;h3&gt;End&lt;/h3&gt;&lt;p&gt;You win when all 52 cards are on the foundations. The game is lost (blocked) when the stock is used up and no waste-pile top fits any foundation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Każdy stos bazowy przyjmuje dokładnie 13 kart i kończy się królem.&lt;/p&gt;&lt;h3&gt;Gra&lt;/h3&gt;&lt;p&gt;Talię odkrywa się po jednej karcie, jeden raz (bez ponownego rozdania). Odkrytą kartę trzeba położyć, zanim odkryje się następną: asa na pusty stos bazowy, każdą inną kartę na dowolny z &lt;b&gt;{piles}&lt;/b&gt; stosów odrzutów, bez względu na jej wartość. Dopóki starcza talii, żadna karta ze stosów odrzutów się nie rusza. Gdy talia się skończy, wierzchnia karta stosu odrzutów może pójść na stos bazowy, który na nią czeka. Nic innego się nie rusza: nigdy z jednego stosu odrzutów na inny, nigdy ze stosu bazowego.&lt;/p&gt;&lt;p&gt;Cała sztuka tkwi w stosach odrzutów: można z nich brać tylko z wierzchu, więc karty potrzebne późno kładź pod kartami potrzebnymi wkrótce.&lt;/p&gt;&lt;h3&gt;Koniec&lt;/h3&gt;&lt;p&gt;Wygrywasz, gdy wszystkie 52 karty leżą na stosach bazowych. Partia jest przegrana (blokada), gdy talia się skończyła, a żadna wierzchnia karta stosu odrzutów nie pasuje na żaden stos bazowy.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;How to play here&lt;/h3&gt;&lt;p&gt;Drag the turned card or a waste-pile top to a pile. With &lt;i&gt;Autoplay&lt;/i&gt; on, a click plays a card: a waste-pile top goes to a foundation that wants it; the turned card goes to a foundation that wants it or else to the waste pile the rating judges best. Keys: &lt;b&gt;1&lt;/b&gt;&amp;ndash;&lt;b&gt;{piles}&lt;/b&gt; put the turned card on that waste pile, &lt;b&gt;F&lt;/b&gt; plays it to a foundation, &lt;b&gt;Shift+1&lt;/b&gt;&amp;ndash;&lt;b&gt;{piles}&lt;/b&gt; play that waste pile's top to a foundation; &lt;b&gt;Ctrl+Z&lt;/b&gt; undo, &lt;b&gt;Ctrl+Shift+Z&lt;/b&gt; redo, &lt;b&gt;H&lt;/b&gt; hint.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Jak tu grać&lt;/h3&gt;&lt;p&gt;Przeciągnij odkrytą kartę lub wierzchnią kartę stosu odrzutów na stos. Przy włączonej &lt;i&gt;autogrze&lt;/i&gt; kliknięcie zagrywa kartę: wierzchnia karta stosu odrzutów idzie na stos bazowy, który na nią czeka; odkryta karta idzie na stos bazowy, który na nią czeka, a jeśli takiego nie ma, na stos odrzutów najlepszy według oceny. Klawisze: &lt;b&gt;1&lt;/b&gt;&amp;ndash;&lt;b&gt;{piles}&lt;/b&gt; kładą odkrytą kartę na ten stos odrzutów, &lt;b&gt;F&lt;/b&gt; zagrywa ją na stos bazowy, &lt;b&gt;Shift+1&lt;/b&gt;&amp;ndash;&lt;b&gt;{piles}&lt;/b&gt; zagrywają wierzchnią kartę tego stosu odrzutów na stos bazowy; &lt;b&gt;Ctrl+Z&lt;/b&gt; cofa, &lt;b&gt;Ctrl+Shift+Z&lt;/b&gt; ponawia, &lt;b&gt;H&lt;/b&gt; podpowiedź.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;With a screen reader: &lt;b&gt;Tab&lt;/b&gt; and the arrow keys move from card to card and pile to pile, &lt;b&gt;Enter&lt;/b&gt; picks up and drops; &lt;b&gt;R&lt;/b&gt; reads the whole table, &lt;b&gt;Ctrl+1&lt;/b&gt;&amp;ndash;&lt;b&gt;Ctrl+{piles}&lt;/b&gt; read that waste pile from the top down. Moves, refusals, hints and the end of the game are said aloud.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Z czytnikiem ekranu: &lt;b&gt;Tab&lt;/b&gt; i strzałki przechodzą od karty do karty i od stosu do stosu, &lt;b&gt;Enter&lt;/b&gt; podnosi i kładzie; &lt;b&gt;R&lt;/b&gt; czyta cały stół, &lt;b&gt;Ctrl+1&lt;/b&gt;&amp;ndash;&lt;b&gt;Ctrl+{piles}&lt;/b&gt; czytają ten stos odrzutów od góry. Ruchy, odmowy, podpowiedzi i koniec gry są odczytywane na głos.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The four sequences</source>
        <translation>Cztery ciągi</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules: {variant}</source>
        <translation>Zasady: {variant}</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Zasady</translation>
    </message>
</context>
<context>
    <name>ScreenReader</name>
    <message>
        <source>Read the table aloud</source>
        <translation>Przeczytaj stół na głos</translation>
    </message>
    <message>
        <source>A screen reader reads the turned card, every foundation and every waste pile</source>
        <translation>Czytnik ekranu czyta odkrytą kartę, każdy stos bazowy i każdy stos odrzutów</translation>
    </message>
    <message>
        <source>Read a waste pile aloud</source>
        <translation>Przeczytaj stos odrzutów na głos</translation>
    </message>
    <message>
        <source>Waste pile {pile}, from the top</source>
        <translation>Stos odrzutów {pile}, od góry</translation>
    </message>
    <message>
        <source>New game: {variant}, {deal}</source>
        <translation>Nowa gra: {variant}, {deal}</translation>
    </message>
    <message>
        <source>Move taken back</source>
        <translation>Ruch cofnięty</translation>
    </message>
    <message>
        <source>Move played again</source>
        <translation>Ruch powtórzony</translation>
    </message>
    <message>
        <source>Deal restarted</source>
        <translation>Rozdanie od nowa</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Quick (a rule of thumb)</source>
        <translation>Szybka (reguła kciuka)</translation>
    </message>
    <message>
        <source>Strong (weighs the odds)</source>
        <translation>Mocna (waży szanse)</translation>
    </message>
    <message>
        <source>Strongest (as Suggest)</source>
        <translation>Najmocniejsza (jak Porada)</translation>
    </message>
    <message>
        <source>Click strength</source>
        <translation>Siła kliknięcia</translation>
    </message>
    <message>
        <source>&amp;Winnable deals only</source>
        <translation>Tylko rozdania &amp;wygrywalne</translation>
    </message>
    <message>
        <source>New deal shuffles until the solver proves a deal winnable. Almost every deal of Calculation and Sir Tommy is, so that is quick; in Strategy about 7 deals in 100 are, so it may take a while (the status bar counts the deals tried, Esc stops), and with three waste piles hardly any is.</source>
        <translation>Nowe rozdanie tasuje, aż solwer dowiedzie, że rozdanie da się wygrać. Niemal każde rozdanie Kalkulacji i Sir Tommy’ego da się wygrać, więc to szybkie; w Strategii około 7 rozdań na 100, więc może to chwilę potrwać (pasek stanu liczy sprawdzone rozdania, Esc przerywa), a z trzema stosami odrzutów prawie żadne.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Instant</source>
        <translation>Natychmiast</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Szybko</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normalnie</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Wolno</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Ustawienia</translation>
    </message>
    <message>
        <source>Game (changing these deals a new game)</source>
        <translation>Gra (zmiana rozpoczyna nowe rozdanie)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Gra:</translation>
    </message>
    <message>
        <source>&amp;Three waste piles (harder)</source>
        <translation>&amp;Trzy stosy odrzutów (trudniej)</translation>
    </message>
    <message>
        <source>&amp;No foundations in advance</source>
        <translation>&amp;Bez stosów bazowych na starcie</translation>
    </message>
    <message>
        <source>Cla&amp;ssic: eight waste piles, foundations wait for the stock</source>
        <translation>Klas&amp;ycznie: osiem stosów odrzutów, stosy bazowe czekają na koniec talii</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Stół</translation>
    </message>
    <message>
        <source>&amp;Autoplay: a click plays a card</source>
        <translation>&amp;Autogra: kliknięcie zagrywa kartę</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Szybkość animacji</translation>
    </message>
    <message>
        <source>Custom ({ms} ms)</source>
        <translation>Własna ({ms} ms)</translation>
    </message>
    <message>
        <source>Animation s&amp;peed:</source>
        <translation>Szybkość a&amp;nimacji:</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Przebieg gry</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Język:</translation>
    </message>
    <message>
        <source>OK deals a new game of {variant}.</source>
        <translation>OK rozpoczyna nowe rozdanie: {variant}.</translation>
    </message>
</context>
<context>
    <name>SolverService</name>
    <message>
        <source>Solver working</source>
        <translation>Solwer pracuje</translation>
    </message>
    <message>
        <source>Stop the solver (Esc)</source>
        <translation>Zatrzymaj solwer (Esc)</translation>
    </message>
    <message>
        <source>Cancel solving</source>
        <translation>Anuluj rozwiązywanie</translation>
    </message>
    <message>
        <source>Stop the solver</source>
        <translation>Zatrzymaj solwer</translation>
    </message>
    <message>
        <source>The solver is busy; wait or cancel it (Esc).</source>
        <translation>Solwer jest zajęty; zaczekaj lub go anuluj (Esc).</translation>
    </message>
    <message>
        <source>Solver cancelled.</source>
        <translation>Solwer anulowany.</translation>
    </message>
    <message>
        <source>Solver</source>
        <translation>Solwer</translation>
    </message>
    <message>
        <source>The solver failed: {error}</source>
        <translation>Solwer zawiódł: {error}</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>{variant} (daily deal)</source>
        <translation>{variant} (rozdanie dnia)</translation>
    </message>
    <message numerus="yes">
        <source>{variant}: %n played, none won yet.</source>
        <translation>
            <numerusform>{variant}: %n rozegrana, jeszcze żadnej wygranej.</numerusform>
            <numerusform>{variant}: %n rozegrane, jeszcze żadnej wygranej.</numerusform>
            <numerusform>{variant}: %n rozegranych, jeszcze żadnej wygranej.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{variant}: %n played, {won} won ({percent}), every win without undo or hint.</source>
        <translation>
            <numerusform>{variant}: %n rozegrana, wygrane {won} ({percent}), każda wygrana bez cofania i podpowiedzi.</numerusform>
            <numerusform>{variant}: %n rozegrane, wygrane {won} ({percent}), każda wygrana bez cofania i podpowiedzi.</numerusform>
            <numerusform>{variant}: %n rozegranych, wygrane {won} ({percent}), każda wygrana bez cofania i podpowiedzi.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{variant}: %n played, {won} won ({percent}), each with undo or a hint.</source>
        <translation>
            <numerusform>{variant}: %n rozegrana, wygrane {won} ({percent}), każda z cofaniem lub podpowiedzią.</numerusform>
            <numerusform>{variant}: %n rozegrane, wygrane {won} ({percent}), każda z cofaniem lub podpowiedzią.</numerusform>
            <numerusform>{variant}: %n rozegranych, wygrane {won} ({percent}), każda z cofaniem lub podpowiedzią.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{variant}: %n played, {won} won ({percent}), {clean} of them without undo or hint.</source>
        <translation>
            <numerusform>{variant}: %n rozegrana, wygrane {won} ({percent}), w tym {clean} bez cofania i podpowiedzi.</numerusform>
            <numerusform>{variant}: %n rozegrane, wygrane {won} ({percent}), w tym {clean} bez cofania i podpowiedzi.</numerusform>
            <numerusform>{variant}: %n rozegranych, wygrane {won} ({percent}), w tym {clean} bez cofania i podpowiedzi.</numerusform>
        </translation>
    </message>
    <message>
        <source>Current streak {current}, best {best}.</source>
        <translation>Obecna seria {current}, najlepsza {best}.</translation>
    </message>
    <message>
        <source>Fewest moves in a win: {moves}.</source>
        <translation>Najmniej ruchów w wygranej: {moves}.</translation>
    </message>
    <message>
        <source>Best time in a win: {time}.</source>
        <translation>Najlepszy czas wygranej: {time}.</translation>
    </message>
    <message>
        <source>{lost} ({abandoned} abandoned)</source>
        <translation>{lost} (porzucone: {abandoned})</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Rozegrane partie</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Wygrane</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Przegrane</translation>
    </message>
    <message>
        <source>Win percentage</source>
        <translation>Procent wygranych</translation>
    </message>
    <message>
        <source>Won without undo or hint</source>
        <translation>Wygrane bez cofania i podpowiedzi</translation>
    </message>
    <message>
        <source>Current winning streak</source>
        <translation>Obecna seria wygranych</translation>
    </message>
    <message>
        <source>Best winning streak</source>
        <translation>Najlepsza seria wygranych</translation>
    </message>
    <message>
        <source>Current losing streak</source>
        <translation>Obecna seria przegranych</translation>
    </message>
    <message>
        <source>Fewest moves in a win</source>
        <translation>Najmniej ruchów w wygranej</translation>
    </message>
    <message>
        <source>Best time in a win</source>
        <translation>Najlepszy czas wygranej</translation>
    </message>
</context>
<context>
    <name>StatsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Statystyki</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Wariant</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Wariant:</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Liczby</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Pozycja</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wartość</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>Ostatnie partie</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Ruchy</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Czas</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Uwagi</translation>
    </message>
    <message>
        <source>&amp;Reset this variant…</source>
        <translation>Wy&amp;zeruj ten wariant…</translation>
    </message>
    <message>
        <source>Reset the statistics of this variant</source>
        <translation>Wyzeruj statystyki tego wariantu</translation>
    </message>
    <message>
        <source>Recent games (latest first, up to {count}):</source>
        <translation>Ostatnie partie (od najnowszej, najwyżej {count}):</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>porzucona</translation>
    </message>
    <message>
        <source>undo or hint used</source>
        <translation>użyto cofania lub podpowiedzi</translation>
    </message>
    <message>
        <source>deal {number}</source>
        <translation>rozdanie {number}</translation>
    </message>
    <message>
        <source>won</source>
        <translation>wygrana</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>przegrana</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Wyzeruj statystyki</translation>
    </message>
    <message numerus="yes">
        <source>Forget all %n game(s) of {variant}? This cannot be undone.</source>
        <translation>
            <numerusform>Zapomnieć %n partię wariantu {variant}? Tego nie da się cofnąć.</numerusform>
            <numerusform>Zapomnieć wszystkie %n partie wariantu {variant}? Tego nie da się cofnąć.</numerusform>
            <numerusform>Zapomnieć wszystkie %n partii wariantu {variant}? Tego nie da się cofnąć.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StorageProblem</name>
    <message>
        <source>Your settings file changed while Calculation was running and can no longer be read or used, so the settings of this window are saved in its place. The file was kept as {name} in {folder}.</source>
        <translation>Plik ustawień zmienił się podczas działania Kalkulacji i nie da się go już odczytać ani użyć, więc na jego miejscu zapisywane są ustawienia z tego okna. Plik zachowano jako {name} w {folder}.</translation>
    </message>
    <message>
        <source>Your settings file changed while Calculation was running and can no longer be read or used. The file could not be moved aside, so it is left untouched, and changed settings are not saved until Calculation is started again.</source>
        <translation>Plik ustawień zmienił się podczas działania Kalkulacji i nie da się go już odczytać ani użyć. Pliku nie dało się odłożyć na bok, więc pozostaje nietknięty, a zmienione ustawienia nie będą zapisywane do następnego uruchomienia Kalkulacji.</translation>
    </message>
    <message>
        <source>Your statistics file changed while Calculation was running and can no longer be read or used, so the figures this window holds are saved in its place. The file was kept as {name} in {folder}.</source>
        <translation>Plik statystyk zmienił się podczas działania Kalkulacji i nie da się go już odczytać ani użyć, więc na jego miejscu zapisywane są liczby z tego okna. Plik zachowano jako {name} w {folder}.</translation>
    </message>
    <message>
        <source>Your statistics file changed while Calculation was running and can no longer be read or used. The file could not be moved aside, so it is left untouched, and no result is saved until Calculation is started again.</source>
        <translation>Plik statystyk zmienił się podczas działania Kalkulacji i nie da się go już odczytać ani użyć. Pliku nie dało się odłożyć na bok, więc pozostaje nietknięty, a żaden wynik nie będzie zapisywany do następnego uruchomienia Kalkulacji.</translation>
    </message>
    <message>
        <source>Your settings could not be read, so the default settings are used. The file was kept as {name} in {folder}.</source>
        <translation>Nie udało się odczytać ustawień, więc używane są domyślne. Plik zachowano jako {name} w {folder}.</translation>
    </message>
    <message>
        <source>Your settings could not be read, so the default settings are used. The file could not be moved aside, so it is left untouched, and changed settings are not saved until Calculation is started again.</source>
        <translation>Nie udało się odczytać ustawień, więc używane są domyślne. Pliku nie dało się odłożyć na bok, więc pozostaje nietknięty, a zmienione ustawienia nie będą zapisywane do następnego uruchomienia Kalkulacji.</translation>
    </message>
    <message>
        <source>Your settings file could not be used, so the default settings are used. The file was kept as {name} in {folder}.</source>
        <translation>Nie udało się użyć pliku ustawień, więc używane są ustawienia domyślne. Plik zachowano jako {name} w {folder}.</translation>
    </message>
    <message>
        <source>Your settings file could not be used, so the default settings are used. The file could not be moved aside, so it is left untouched, and changed settings are not saved until Calculation is started again.</source>
        <translation>Nie udało się użyć pliku ustawień, więc używane są ustawienia domyślne. Pliku nie dało się odłożyć na bok, więc pozostaje nietknięty, a zmienione ustawienia nie będą zapisywane do następnego uruchomienia Kalkulacji.</translation>
    </message>
    <message>
        <source>Your settings file holds a value this program cannot use for the setting {setting}, so that setting is back to its default and the others are kept. The file was kept as {name} in {folder}.</source>
        <translation>Plik ustawień zawiera dla ustawienia {setting} wartość, której ten program nie może użyć, więc to ustawienie wraca do wartości domyślnej, a pozostałe są zachowane. Plik zachowano jako {name} w {folder}.</translation>
    </message>
    <message>
        <source>Your settings file holds a value this program cannot use for the setting {setting}, so that setting is back to its default. The file could not be moved aside, so it is left untouched, and changed settings are not saved until Calculation is started again.</source>
        <translation>Plik ustawień zawiera dla ustawienia {setting} wartość, której ten program nie może użyć, więc to ustawienie wraca do wartości domyślnej. Nie udało się odłożyć pliku na bok, więc pozostaje nietknięty, a zmienione ustawienia nie są zapisywane do ponownego uruchomienia Kalkulacji.</translation>
    </message>
    <message>
        <source>Your settings file holds values this program cannot use for the settings {settings}, so those settings are back to their defaults and the others are kept. The file was kept as {name} in {folder}.</source>
        <translation>Plik ustawień zawiera dla ustawień {settings} wartości, których ten program nie może użyć, więc te ustawienia wracają do wartości domyślnych, a pozostałe są zachowane. Plik zachowano jako {name} w {folder}.</translation>
    </message>
    <message>
        <source>Your settings file holds values this program cannot use for the settings {settings}, so those settings are back to their defaults. The file could not be moved aside, so it is left untouched, and changed settings are not saved until Calculation is started again.</source>
        <translation>Plik ustawień zawiera dla ustawień {settings} wartości, których ten program nie może użyć, więc te ustawienia wracają do wartości domyślnych. Nie udało się odłożyć pliku na bok, więc pozostaje nietknięty, a zmienione ustawienia nie są zapisywane do ponownego uruchomienia Kalkulacji.</translation>
    </message>
    <message>
        <source>Your statistics could not be read, so they start again from zero. The file was kept as {name} in {folder}.</source>
        <translation>Nie udało się odczytać statystyk, więc liczą się od zera. Plik zachowano jako {name} w {folder}.</translation>
    </message>
    <message>
        <source>Your statistics could not be read, so they start from zero for now. The file could not be moved aside, so it is left untouched, and no result is saved until Calculation is started again.</source>
        <translation>Nie udało się odczytać statystyk, więc na razie liczą się od zera. Pliku nie dało się odłożyć na bok, więc pozostaje nietknięty, a żaden wynik nie będzie zapisywany do następnego uruchomienia Kalkulacji.</translation>
    </message>
    <message>
        <source>Your statistics file could not be used, so your statistics start again from zero. The file was kept as {name} in {folder}.</source>
        <translation>Nie udało się użyć pliku statystyk, więc statystyki liczą się od zera. Plik zachowano jako {name} w {folder}.</translation>
    </message>
    <message>
        <source>Your statistics file could not be used, so your statistics start from zero for now. The file could not be moved aside, so it is left untouched, and no result is saved until Calculation is started again.</source>
        <translation>Nie udało się użyć pliku statystyk, więc na razie statystyki liczą się od zera. Pliku nie dało się odłożyć na bok, więc pozostaje nietknięty, a żaden wynik nie będzie zapisywany do następnego uruchomienia Kalkulacji.</translation>
    </message>
    <message>
        <source>Your saved game could not be read, so a new game is dealt. The file was kept as {name} in {folder}.</source>
        <translation>Nie udało się odczytać zapisanej partii, więc rozdawane jest nowe rozdanie. Plik zachowano jako {name} w {folder}.</translation>
    </message>
    <message>
        <source>Your saved game could not be read, so a new game is dealt. The file could not be moved aside, so it is left untouched, and this game is not saved for next time.</source>
        <translation>Nie udało się odczytać zapisanej partii, więc rozdawane jest nowe rozdanie. Pliku nie dało się odłożyć na bok, więc pozostaje nietknięty, a ta partia nie zostanie zapisana na następny raz.</translation>
    </message>
    <message>
        <source>Your saved game file could not be used, so a new game is dealt. The file was kept as {name} in {folder}.</source>
        <translation>Nie udało się użyć pliku zapisanej partii, więc rozdawane jest nowe rozdanie. Plik zachowano jako {name} w {folder}.</translation>
    </message>
    <message>
        <source>Your saved game file could not be used, so a new game is dealt. The file could not be moved aside, so it is left untouched, and this game is not saved for next time.</source>
        <translation>Nie udało się użyć pliku zapisanej partii, więc rozdawane jest nowe rozdanie. Pliku nie dało się odłożyć na bok, więc pozostaje nietknięty, a ta partia nie zostanie zapisana na następny raz.</translation>
    </message>
    <message>
        <source>Your settings could not be saved to {path}; the settings saved before are kept.</source>
        <translation>Nie udało się zapisać ustawień w {path}; pozostają wcześniej zapisane ustawienia.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved to {path}; the figures saved before are kept.</source>
        <translation>Nie udało się zapisać statystyk w {path}; pozostają wcześniej zapisane liczby.</translation>
    </message>
    <message>
        <source>Your game could not be saved to {path}; the game saved before is kept.</source>
        <translation>Nie udało się zapisać partii w {path}; pozostaje wcześniej zapisana partia.</translation>
    </message>
    <message>
        <source>Your settings could not be saved to {path}.</source>
        <translation>Nie udało się zapisać ustawień w {path}.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved to {path}.</source>
        <translation>Nie udało się zapisać statystyk w {path}.</translation>
    </message>
    <message>
        <source>Your game could not be saved to {path}.</source>
        <translation>Nie udało się zapisać partii w {path}.</translation>
    </message>
    <message>
        <source>Your settings could not be saved to {path}: something other than a file is in its place and could not be moved aside.</source>
        <translation>Nie udało się zapisać ustawień w {path}: w tym miejscu jest coś innego niż plik i nie dało się tego odłożyć na bok.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved to {path}: something other than a file is in its place and could not be moved aside.</source>
        <translation>Nie udało się zapisać statystyk w {path}: w tym miejscu jest coś innego niż plik i nie dało się tego odłożyć na bok.</translation>
    </message>
    <message>
        <source>Your game could not be saved to {path}: something other than a file is in its place and could not be moved aside.</source>
        <translation>Nie udało się zapisać partii w {path}: w tym miejscu jest coś innego niż plik i nie dało się tego odłożyć na bok.</translation>
    </message>
    <message>
        <source>What was there was moved aside, and your settings are saved there anew.</source>
        <translation>To, co tam było, odłożono na bok, a ustawienia są tam zapisywane od nowa.</translation>
    </message>
    <message>
        <source>What was there was moved aside, and your statistics are saved there anew.</source>
        <translation>To, co tam było, odłożono na bok, a statystyki są tam zapisywane od nowa.</translation>
    </message>
    <message>
        <source>What was there was moved aside, and your game is saved there anew.</source>
        <translation>To, co tam było, odłożono na bok, a partia jest tam zapisywana od nowa.</translation>
    </message>
    <message>
        <source>{path} could not be read any more, so it was kept as {name} in {folder}, and a new file is written in its place.</source>
        <translation>Nie dało się już odczytać {path}, więc zachowano go jako {name} w {folder}, a na jego miejscu zapisywany jest nowy plik.</translation>
    </message>
    <message>
        <source>The data folder {folder} cannot be used, so your settings, statistics and game in progress cannot be kept this time.</source>
        <translation>Nie można użyć folderu danych {folder}, więc tym razem nie da się zachować ustawień, statystyk ani trwającej partii.</translation>
    </message>
    <message>
        <source>The game's result is kept with your saved game and added to your statistics as soon as they can be saved, even after Calculation is started again.</source>
        <translation>Wynik partii jest przechowywany razem z zapisaną partią i zostanie dodany do statystyk, gdy tylko będzie można je zapisać, także po ponownym uruchomieniu Kalkulacji.</translation>
    </message>
    <message>
        <source>Your statistics could be saved again: every result kept meanwhile is counted now.</source>
        <translation>Statystyki znów udało się zapisać: każdy wynik przechowany w międzyczasie jest teraz liczony.</translation>
    </message>
    <message>
        <source>This program has no permission to read {path}.</source>
        <translation>Ten program nie ma uprawnień do odczytu {path}.</translation>
    </message>
    <message>
        <source>{path} cannot be opened (system error {code}).</source>
        <translation>Nie można otworzyć {path} (błąd systemu {code}).</translation>
    </message>
    <message>
        <source>{path} is a folder, not a file.</source>
        <translation>{path} jest folderem, nie plikiem.</translation>
    </message>
    <message>
        <source>{path} is a named pipe, not a file.</source>
        <translation>{path} jest potokiem nazwanym, nie plikiem.</translation>
    </message>
    <message>
        <source>{path} is a device or another special file, not a file.</source>
        <translation>{path} jest urządzeniem lub innym plikiem specjalnym, nie zwykłym plikiem.</translation>
    </message>
    <message>
        <source>{path} is far larger than it can be (over {size} MB).</source>
        <translation>{path} jest dużo większy, niż może być (ponad {size} MB).</translation>
    </message>
    <message>
        <source>{path} is empty.</source>
        <translation>{path} jest pusty.</translation>
    </message>
    <message>
        <source>{path} holds binary data, not text.</source>
        <translation>{path} zawiera dane binarne, nie tekst.</translation>
    </message>
    <message>
        <source>{path} is not valid JSON, perhaps cut short (line {line}, column {column}).</source>
        <translation>{path} nie jest poprawnym JSON-em, może jest ucięty (wiersz {line}, kolumna {column}).</translation>
    </message>
    <message>
        <source>A newer version of Calculation wrote {path} (format version {found}; this one reads up to {version}).</source>
        <translation>Nowsza wersja Kalkulacji zapisała {path} (wersja formatu {found}; ta wersja czyta do {version}).</translation>
    </message>
    <message>
        <source>{path} has a format version this program does not know.</source>
        <translation>{path} ma wersję formatu, której ten program nie zna.</translation>
    </message>
    <message>
        <source>{path} holds something this program cannot use.</source>
        <translation>{path} zawiera coś, czego ten program nie może użyć.</translation>
    </message>
    <message>
        <source>{path} was a folder, not a file.</source>
        <translation>{path} był folderem, nie plikiem.</translation>
    </message>
    <message>
        <source>{path} was a named pipe, not a file.</source>
        <translation>{path} był potokiem nazwanym, nie plikiem.</translation>
    </message>
    <message>
        <source>{path} was a device or another special file, not a file.</source>
        <translation>{path} był urządzeniem lub innym plikiem specjalnym, nie zwykłym plikiem.</translation>
    </message>
    <message>
        <source>This program may not write in {folder}.</source>
        <translation>Ten program nie może zapisywać w {folder}.</translation>
    </message>
    <message>
        <source>The disk is full.</source>
        <translation>Dysk jest pełny.</translation>
    </message>
    <message>
        <source>The system reported error {code}.</source>
        <translation>System zgłosił błąd {code}.</translation>
    </message>
    <message>
        <source>Another Calculation window kept the file locked for too long; this window tries again at the next change.</source>
        <translation>Inne okno Kalkulacji zbyt długo blokowało plik; to okno spróbuje ponownie przy następnej zmianie.</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Keys {0} and Shift+{0} play to and from waste pile {0}</source>
        <translation>Klawisze {0} i Shift+{0} grają na stos odrzutów {0} i z niego</translation>
    </message>
    <message>
        <source>done ✓</source>
        <translation>gotowe ✓</translation>
    </message>
    <message>
        <source>next {0}</source>
        <translation>czeka na {0}</translation>
    </message>
    <message>
        <source>Foundation {0} builds {1}; every card of the suit of its Ace. Next: {2}.</source>
        <translation>Stos bazowy {0} rośnie {1}; każda karta w kolorze jego asa. Teraz: {2}.</translation>
    </message>
    <message>
        <source>Foundation {0} builds {1}; suits do not matter. Next: {2}.</source>
        <translation>Stos bazowy {0} rośnie {1}; kolory nie mają znaczenia. Teraz: {2}.</translation>
    </message>
    <message>
        <source>While the stock lasts it takes no card: the waste piles play off once it is used up.</source>
        <translation>Dopóki starcza talii, nie przyjmuje żadnej karty: stosy odrzutów schodzą, gdy talia się skończy.</translation>
    </message>
    <message numerus="yes">
        <source>%n left</source>
        <translation>
            <numerusform>została %n</numerusform>
            <numerusform>zostały %n</numerusform>
            <numerusform>zostało %n</numerusform>
        </translation>
    </message>
    <message>
        <source>empty</source>
        <translation>pusty</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Talia</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) still to place, the turned card included; no redeal</source>
        <translation>
            <numerusform>jeszcze %n karta do położenia, łącznie z odkrytą; bez ponownego rozdania</numerusform>
            <numerusform>jeszcze %n karty do położenia, łącznie z odkrytą; bez ponownego rozdania</numerusform>
            <numerusform>jeszcze %n kart do położenia, łącznie z odkrytą; bez ponownego rozdania</numerusform>
        </translation>
    </message>
    <message>
        <source>Every card has been placed</source>
        <translation>Wszystkie karty są położone</translation>
    </message>
    <message>
        <source>the turned card</source>
        <translation>odkryta karta</translation>
    </message>
    <message>
        <source>waste pile {0}</source>
        <translation>stos odrzutów {0}</translation>
    </message>
    <message>
        <source>foundation {0}</source>
        <translation>stos bazowy {0}</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Green</source>
        <translation>Zielony</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Niebieski</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Czerwony</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Ciemny</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Stół do gry</translation>
    </message>
    <message>
        <source>Drag the turned card or a waste pile's top card onto a pile; click a card to play it; Tab or the arrow keys move the keyboard cursor, Enter or Space picks up and drops.</source>
        <translation>Przeciągnij odkrytą kartę lub wierzchnią kartę stosu odrzutów na stos; kliknij kartę, aby ją zagrać; Tab lub strzałki przesuwają kursor klawiatury, Enter lub spacja podnosi i kładzie.</translation>
    </message>
</context>
<context>
    <name>Upgrade</name>
    <message>
        <source>An older version of Calculation is running with your saved game and settings in {old}, so this window uses them there too, as a second window beside it. They move to this version's folders at the first start while no older version runs.</source>
        <translation>Starsza wersja Kalkulacji działa z zapisaną partią i ustawieniami w {old}, więc to okno też używa ich tam, jako drugie okno obok niej. Zostaną przeniesione do folderów tej wersji przy pierwszym uruchomieniu, gdy żadna starsza wersja nie działa.</translation>
    </message>
    <message>
        <source>Your game in progress was saved twice: in {folder} and, by an older version of Calculation, in {old}. The older version's copy is further on, so it is your saved game now; the other copy was kept as {kept} in {folder}.</source>
        <translation>Trwająca partia była zapisana dwa razy: w {folder} oraz, przez starszą wersję Kalkulacji, w {old}. Kopia starszej wersji jest dalej, więc teraz to ona jest zapisaną partią; druga kopia została zachowana jako {kept} w {folder}.</translation>
    </message>
    <message>
        <source>Your game in progress was saved twice: in {folder} and, by an older version of Calculation, in {old}. This version's copy is further on, so it stays your saved game; the older version's copy was kept as {kept} in {folder}.</source>
        <translation>Trwająca partia była zapisana dwa razy: w {folder} oraz, przez starszą wersję Kalkulacji, w {old}. Kopia tej wersji jest dalej, więc pozostaje zapisaną partią; kopia starszej wersji została zachowana jako {kept} w {folder}.</translation>
    </message>
    <message>
        <source>An older version of Calculation saved a game in {old} after this version last saved one in {folder}, so the older version's game is your saved game now; this version's game was kept as {kept} in {folder}.</source>
        <translation>Starsza wersja Kalkulacji zapisała partię w {old} po tym, jak ta wersja ostatnio zapisała swoją w {folder}, więc teraz zapisaną partią jest partia starszej wersji; partia tej wersji została zachowana jako {kept} w {folder}.</translation>
    </message>
    <message>
        <source>An older version of Calculation left a game in {old}, saved before this version last saved one in {folder}, so this version's game stays your saved game; the older version's game was kept as {kept} in {folder}.</source>
        <translation>Starsza wersja Kalkulacji zostawiła partię w {old}, zapisaną zanim ta wersja ostatnio zapisała swoją w {folder}, więc zapisaną partią pozostaje partia tej wersji; partia starszej wersji została zachowana jako {kept} w {folder}.</translation>
    </message>
    <message>
        <source>An older version of Calculation saved your settings in {old} after this version last saved them in {folder}, so the older version's settings are used now; this version's settings were kept as {kept} in {folder}.</source>
        <translation>Starsza wersja Kalkulacji zapisała ustawienia w {old} po tym, jak ta wersja ostatnio zapisała je w {folder}, więc teraz obowiązują ustawienia starszej wersji; ustawienia tej wersji zostały zachowane jako {kept} w {folder}.</translation>
    </message>
    <message>
        <source>An older version of Calculation left settings in {old}, saved before this version last saved yours in {folder}, so this version's settings stay in use; the older version's settings were kept as {kept} in {folder}.</source>
        <translation>Starsza wersja Kalkulacji zostawiła ustawienia w {old}, zapisane zanim ta wersja ostatnio zapisała twoje w {folder}, więc nadal obowiązują ustawienia tej wersji; ustawienia starszej wersji zostały zachowane jako {kept} w {folder}.</translation>
    </message>
</context>
<context>
    <name>Variant</name>
    <message>
        <source>three waste piles</source>
        <translation>trzy stosy odrzutów</translation>
    </message>
    <message>
        <source>no foundations in advance</source>
        <translation>bez stosów bazowych na starcie</translation>
    </message>
    <message>
        <source>classic</source>
        <translation>klasyczna</translation>
    </message>
</context>
<context>
    <name>WasItWinnable</name>
    <message>
        <source>&amp;Was it winnable?</source>
        <translation>Czy dało się &amp;wygrać?</translation>
    </message>
    <message>
        <source>The solver's verdict on the last lost or abandoned deal, with its winning line to watch</source>
        <translation>Werdykt solwera o ostatnim przegranym lub porzuconym rozdaniu, z wygrywającym wariantem do obejrzenia</translation>
    </message>
    <message>
        <source>Game → Was it winnable? asks the solver about this deal.</source>
        <translation>Gra → Czy dało się wygrać? pyta solwer o to rozdanie.</translation>
    </message>
    <message>
        <source>Lose or abandon a game first.</source>
        <translation>Najpierw przegraj lub porzuć partię.</translation>
    </message>
    <message>
        <source>Solving the deal from its start…</source>
        <translation>Rozwiązywanie rozdania od początku…</translation>
    </message>
    <message>
        <source>It was winnable: deal {deal}</source>
        <translation>Dało się wygrać: rozdanie {deal}</translation>
    </message>
    <message>
        <source>It was winnable: the daily deal of {date}</source>
        <translation>Dało się wygrać: rozdanie dnia {date}</translation>
    </message>
    <message>
        <source>It was winnable: this deck</source>
        <translation>Dało się wygrać: ta talia</translation>
    </message>
    <message>
        <source>The solver tried every line of play and proved that none wins.</source>
        <translation>Solwer sprawdził każdy wariant rozgrywki i dowiódł, że żaden nie wygrywa.</translation>
    </message>
    <message>
        <source>Was it winnable?</source>
        <translation>Czy dało się wygrać?</translation>
    </message>
    <message>
        <source>No: deal {deal} could not be won.</source>
        <translation>Nie: rozdania {deal} nie dało się wygrać.</translation>
    </message>
    <message>
        <source>No: the daily deal of {date} could not be won.</source>
        <translation>Nie: rozdania dnia {date} nie dało się wygrać.</translation>
    </message>
    <message>
        <source>No: this deck could not be won.</source>
        <translation>Nie: tej talii nie dało się wygrać.</translation>
    </message>
    <message>
        <source>The solver could not decide deal {deal} within {seconds:g} seconds.</source>
        <translation>Solwer nie rozstrzygnął rozdania {deal} w ciągu {seconds:g} s.</translation>
    </message>
    <message>
        <source>The solver could not decide the daily deal of {date} within {seconds:g} seconds.</source>
        <translation>Solwer nie rozstrzygnął rozdania dnia {date} w ciągu {seconds:g} s.</translation>
    </message>
    <message>
        <source>The solver could not decide this deck within {seconds:g} seconds.</source>
        <translation>Solwer nie rozstrzygnął tej talii w ciągu {seconds:g} s.</translation>
    </message>
</context>
<context>
    <name>WinChart</name>
    <message>
        <source>Win percentage chart</source>
        <translation>Wykres procentu wygranych</translation>
    </message>
    <message numerus="yes">
        <source>Win percentage over the last %n game(s)</source>
        <translation>
            <numerusform>Procent wygranych w ostatniej %n partii</numerusform>
            <numerusform>Procent wygranych w ostatnich %n partiach</numerusform>
            <numerusform>Procent wygranych w ostatnich %n partiach</numerusform>
        </translation>
    </message>
    <message>
        <source>No games yet</source>
        <translation>Jeszcze brak partii</translation>
    </message>
    <message>
        <source>won</source>
        <translation>wygrana</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>przegrana</translation>
    </message>
    <message>
        <source>undo or hint used</source>
        <translation>użyto cofania lub podpowiedzi</translation>
    </message>
    <message numerus="yes">
        <source>Win % over the last %n game(s)</source>
        <translation>
            <numerusform>% wygranych w ostatniej %n partii</numerusform>
            <numerusform>% wygranych w ostatnich %n partiach</numerusform>
            <numerusform>% wygranych w ostatnich %n partiach</numerusform>
        </translation>
    </message>
    <message>
        <source>No games recorded yet</source>
        <translation>Nie zapisano jeszcze partii</translation>
    </message>
    <message>
        <source>older</source>
        <translation>starsze</translation>
    </message>
    <message>
        <source>latest</source>
        <translation>najnowsze</translation>
    </message>
</context>
<context>
    <name>WinnableDeals</name>
    <message>
        <source>A new deal the solver proved winnable.</source>
        <translation>Nowe rozdanie, które według dowodu solwera da się wygrać.</translation>
    </message>
    <message>
        <source>Shuffling until the solver proves a deal winnable…</source>
        <translation>Tasowanie, aż solwer dowiedzie, że rozdanie da się wygrać…</translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) tried…</source>
        <translation>
            <numerusform>%n rozdanie sprawdzone…</numerusform>
            <numerusform>%n rozdania sprawdzone…</numerusform>
            <numerusform>%n rozdań sprawdzonych…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shuffling until the solver proves a deal winnable… %n deal(s) tried so far</source>
        <translation>
            <numerusform>Tasowanie, aż solwer dowiedzie, że rozdanie da się wygrać… jak dotąd sprawdzono %n rozdanie</numerusform>
            <numerusform>Tasowanie, aż solwer dowiedzie, że rozdanie da się wygrać… jak dotąd sprawdzono %n rozdania</numerusform>
            <numerusform>Tasowanie, aż solwer dowiedzie, że rozdanie da się wygrać… jak dotąd sprawdzono %n rozdań</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A winnable deal (found after %n deal(s)).</source>
        <translation>
            <numerusform>Rozdanie do wygrania (znalezione po %n rozdaniu).</numerusform>
            <numerusform>Rozdanie do wygrania (znalezione po %n rozdaniach).</numerusform>
            <numerusform>Rozdanie do wygrania (znalezione po %n rozdaniach).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No deal was proved winnable in %n tries; this one is dealt anyway (it may not be winnable).</source>
        <translation>
            <numerusform>W %n próbie nie udało się dowieść, że rozdanie da się wygrać; to zostaje rozdane mimo to (może się nie dać wygrać).</numerusform>
            <numerusform>W %n próbach nie udało się dowieść, że rozdanie da się wygrać; to zostaje rozdane mimo to (może się nie dać wygrać).</numerusform>
            <numerusform>W %n próbach nie udało się dowieść, że rozdanie da się wygrać; to zostaje rozdane mimo to (może się nie dać wygrać).</numerusform>
        </translation>
    </message>
</context>
</TS>
