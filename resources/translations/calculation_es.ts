<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>AbandonGuard</name>
    <message>
        <source>Play deal {number} instead of this game?</source>
        <translation>¿Jugar la partida {number} en lugar de esta?</translation>
    </message>
    <message>
        <source>Play the daily deal of {game} instead of this game?</source>
        <translation>¿Jugar la partida del día de {game} en lugar de esta?</translation>
    </message>
    <message>
        <source>Switch to {game}? That deals a new game.</source>
        <translation>¿Cambiar a {game}? Eso reparte una partida nueva.</translation>
    </message>
    <message>
        <source>Deal a new game?</source>
        <translation>¿Repartir una partida nueva?</translation>
    </message>
    <message>
        <source>Abandon this game?</source>
        <translation>¿Abandonar esta partida?</translation>
    </message>
    <message numerus="yes">
        <source>The game in progress (%n move(s)) is not counted in your statistics: the Demo played in it.</source>
        <translation>
            <numerusform>La partida en curso (%n movimiento) no cuenta en sus estadísticas: la demostración jugó en ella.</numerusform>
            <numerusform>La partida en curso (%n movimientos) no cuenta en sus estadísticas: la demostración jugó en ella.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game in progress (%n move(s)) then counts as lost.</source>
        <translation>
            <numerusform>La partida en curso (%n movimiento) cuenta entonces como perdida.</numerusform>
            <numerusform>La partida en curso (%n movimientos) cuenta entonces como perdida.</numerusform>
        </translation>
    </message>
    <message>
        <source>Don't ask again</source>
        <translation>No volver a preguntar</translation>
    </message>
    <message>
        <source>As&amp;k before abandoning a game in progress</source>
        <translation>Preguntar antes de aba&amp;ndonar una partida en curso</translation>
    </message>
</context>
<context>
    <name>About</name>
    <message>
        <source>Calculation {version}</source>
        <translation>Cálculo {version}</translation>
    </message>
    <message>
        <source>Website: {link}</source>
        <translation>Sitio web: {link}</translation>
    </message>
    <message>
        <source>Report a bug: {link}</source>
        <translation>Informar de un error: {link}</translation>
    </message>
    <message>
        <source>&lt;p&gt;Calculation, Sir Tommy and Strategy: patience games for people who like to think ahead.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later. Cards are drawn by the program itself.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Cálculo, Sir Tommy y Estrategia: solitarios para quienes disfrutan pensando con antelación.&lt;/p&gt;&lt;p&gt;Software libre bajo la Licencia Pública General de GNU, versión 3 o posterior. Las cartas las dibuja el propio programa.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Calculation</source>
        <translation>Acerca de Cálculo</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Acerca de &amp;Qt</translation>
    </message>
</context>
<context>
    <name>Accessible</name>
    <message>
        <source>Card table</source>
        <translation>Mesa de juego</translation>
    </message>
    <message>
        <source>Tab or the arrow keys move from card to card, Enter or Space picks up and drops; R reads the whole table, Ctrl+1 to Ctrl+8 read a waste pile from the top down.</source>
        <translation>Tab o las flechas van de carta en carta, Intro o Espacio toma y deja; R lee toda la mesa, de Control+1 a Control+8 leen una pila de descarte de arriba abajo.</translation>
    </message>
    <message>
        <source>builds by ones</source>
        <extracomment>How a foundation builds, by its rule's step (a suit-following foundation says so too).</extracomment>
        <translation>sube de uno en uno</translation>
    </message>
    <message>
        <source>builds by twos</source>
        <translation>sube de dos en dos</translation>
    </message>
    <message>
        <source>builds by threes</source>
        <translation>sube de tres en tres</translation>
    </message>
    <message>
        <source>builds by fours</source>
        <translation>sube de cuatro en cuatro</translation>
    </message>
    <message>
        <source>builds by ones in one suit</source>
        <translation>sube de uno en uno en un solo palo</translation>
    </message>
    <message>
        <source>Stock, used up</source>
        <translation>Mazo, agotado</translation>
    </message>
    <message>
        <source>Stock, empty; last card turned: {card}</source>
        <translation>Mazo, vacío; última carta vuelta: {card}</translation>
    </message>
    <message numerus="yes">
        <source>Stock, %n left; turned card: {card}</source>
        <translation>
            <numerusform>Mazo, queda %n; carta vuelta: {card}</numerusform>
            <numerusform>Mazo, quedan %n; carta vuelta: {card}</numerusform>
        </translation>
    </message>
    <message>
        <source>builds by {step}</source>
        <translation>sube de {step} en {step}</translation>
    </message>
    <message>
        <source>Foundation {number}, {rule}, complete</source>
        <translation>Base {number}, {rule}, completa</translation>
    </message>
    <message>
        <source>Foundation {number}, {rule}, empty, wants {card} first</source>
        <translation>Base {number}, {rule}, vacía, espera primero: {card}</translation>
    </message>
    <message>
        <source>Foundation {number}, {rule}, top {top}, wants {card} next</source>
        <translation>Base {number}, {rule}, arriba: {top}, espera ahora: {card}</translation>
    </message>
    <message>
        <source>; takes no card while the stock lasts</source>
        <translation>; no toma cartas mientras quede mazo</translation>
    </message>
    <message>
        <source>Waste pile {number}, empty</source>
        <translation>Pila de descarte {number}, vacía</translation>
    </message>
    <message numerus="yes">
        <source>Waste pile {number}, %n card(s), top {card}</source>
        <translation>
            <numerusform>Pila de descarte {number}, %n carta, arriba: {card}</numerusform>
            <numerusform>Pila de descarte {number}, %n cartas, arriba: {card}</numerusform>
        </translation>
    </message>
    <message>
        <source>Waste pile {number} is empty.</source>
        <translation>La pila de descarte {number} está vacía.</translation>
    </message>
    <message numerus="yes">
        <source>Waste pile {number}, %n card(s) from the top: {cards}.</source>
        <translation>
            <numerusform>Pila de descarte {number}, %n carta de arriba abajo: {cards}.</numerusform>
            <numerusform>Pila de descarte {number}, %n cartas de arriba abajo: {cards}.</numerusform>
        </translation>
    </message>
    <message>
        <source>You won! All 52 cards are on the foundations</source>
        <translation>¡Has ganado! Las 52 cartas están en las bases</translation>
    </message>
    <message numerus="yes">
        <source>Blocked: the stock is used up and no waste-pile top fits a foundation; %n card(s) left</source>
        <translation>
            <numerusform>Bloqueada: el mazo se ha agotado y ninguna carta superior de las pilas de descarte encaja en una base; queda %n carta</numerusform>
            <numerusform>Bloqueada: el mazo se ha agotado y ninguna carta superior de las pilas de descarte encaja en una base; quedan %n cartas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AdvisorActions</name>
    <message>
        <source>The advisor is thinking</source>
        <translation>El consejero está pensando</translation>
    </message>
    <message>
        <source>&amp;Click strength:</source>
        <translation>Fuerza del &amp;clic:</translation>
    </message>
    <message>
        <source>The advisor's move: it plays the odds, it does not know the deal</source>
        <translation>El movimiento del consejero: juega a las probabilidades, no conoce la partida</translation>
    </message>
    <message>
        <source>Suggest</source>
        <translation>Sugerir</translation>
    </message>
    <message>
        <source>Suggest (S): the advisor's best try. Unlike Hint, which asks the solver and knows the order of the stock, Suggest is fair: it sees only what you see and plays the odds.</source>
        <translation>Sugerencia (S): el mejor intento del consejero. A diferencia de Pista, que consulta al solucionador y conoce el orden del mazo, Sugerencia juega limpio: solo ve lo que usted ve y juega a las probabilidades.</translation>
    </message>
    <message>
        <source>Su&amp;ggest (advisor)</source>
        <translation>&amp;Sugerencia (consejero)</translation>
    </message>
    <message>
        <source>De&amp;mo</source>
        <translation>Dem&amp;ostración</translation>
    </message>
    <message>
        <source>The computer plays this deal; any key or click stops it</source>
        <translation>El ordenador juega esta partida; cualquier tecla o clic lo detiene</translation>
    </message>
    <message>
        <source>The advisor failed: {error}</source>
        <translation>El consejero ha fallado: {error}</translation>
    </message>
    <message>
        <source>Suggestion cancelled.</source>
        <translation>Sugerencia cancelada.</translation>
    </message>
    <message>
        <source>The game is won.</source>
        <translation>La partida está ganada.</translation>
    </message>
    <message>
        <source>No move is left.</source>
        <translation>No queda ningún movimiento.</translation>
    </message>
    <message>
        <source>The advisor is thinking… (S again cancels)</source>
        <translation>El consejero está pensando… (S otra vez cancela)</translation>
    </message>
    <message>
        <source>Suggestion: {move}. From what you can see the deal looks lost (under {limit} to win); Hint, which sees the order of the cards, may still find a winning line.</source>
        <translation>Sugerencia: {move}. Por lo que puede ver, el reparto parece perdido (menos de {limit} de ganar); Pista, que ve el orden de las cartas, aún puede encontrar una línea ganadora.</translation>
    </message>
    <message>
        <source>Suggestion: {move}: about {chance} to win from here.</source>
        <translation>Sugerencia: {move}: cerca de {chance} de ganar desde aquí.</translation>
    </message>
    <message>
        <source>The advisor is placing the card…</source>
        <translation>El consejero está colocando la carta…</translation>
    </message>
    <message>
        <source>The game is over: deal a new one to see a demo.</source>
        <translation>La partida ha terminado: reparta una nueva para ver una demostración.</translation>
    </message>
    <message>
        <source>Demo: the computer plays. Press any key or click to stop.</source>
        <translation>Demostración: juega el ordenador. Pulse cualquier tecla o haga clic para detenerla.</translation>
    </message>
    <message>
        <source>Demo stopped.</source>
        <translation>Demostración detenida.</translation>
    </message>
    <message>
        <source>Demo finished: won.</source>
        <translation>Demostración terminada: ganada.</translation>
    </message>
    <message>
        <source>Demo finished: blocked.</source>
        <translation>Demostración terminada: bloqueada.</translation>
    </message>
    <message>
        <source>Demo finished.</source>
        <translation>Demostración terminada.</translation>
    </message>
</context>
<context>
    <name>Appearance</name>
    <message>
        <source>Table colour</source>
        <translation>Color de la mesa</translation>
    </message>
    <message>
        <source>Card back</source>
        <translation>Reverso de las cartas</translation>
    </message>
    <message>
        <source>Large p&amp;rint: big ranks and suits on the cards</source>
        <translation>&amp;Letra grande: valores y palos grandes en las cartas</translation>
    </message>
    <message>
        <source>Table c&amp;olour:</source>
        <translation>Color de la &amp;mesa:</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>&amp;Reverso de las cartas:</translation>
    </message>
</context>
<context>
    <name>AutoFinish</name>
    <message>
        <source>Move cards to the foundations for me</source>
        <translation>Mover las cartas a las bases por mí</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>No</translation>
    </message>
    <message>
        <source>When safe</source>
        <translation>Cuando sea seguro</translation>
    </message>
    <message>
        <source>When safe, and finish a won game</source>
        <translation>Cuando sea seguro, y terminar una partida ganada</translation>
    </message>
    <message>
        <source>When safe: only plays that can never spoil a win (the solver's rule), after each of your moves. Finish: also, once the stock is used up and the solver proves the game won, the rest is played for you. Every such move can be undone.</source>
        <translation>Cuando sea seguro: solo jugadas que nunca pueden estropear una victoria (la regla del solucionador), tras cada uno de sus movimientos. Terminar: además, una vez agotado el mazo y demostrada la victoria por el solucionador, el resto se juega por usted. Cada uno de esos movimientos se puede deshacer.</translation>
    </message>
    <message>
        <source>&amp;Move cards to the foundations for me:</source>
        <translation>Mover las cartas a las bases &amp;por mí:</translation>
    </message>
</context>
<context>
    <name>Banner</name>
    <message>
        <source>Close this message</source>
        <translation>Cerrar este mensaje</translation>
    </message>
    <message>
        <source>Close message</source>
        <translation>Cerrar mensaje</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Mensaje</translation>
    </message>
</context>
<context>
    <name>BusyIndicator</name>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
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
        <translation>dos</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>tres</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>cuatro</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>cinco</translation>
    </message>
    <message>
        <source>Six</source>
        <translation>seis</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>siete</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>ocho</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>nueve</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>diez</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>jota</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>reina</translation>
    </message>
    <message>
        <source>King</source>
        <translation>rey</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>picas</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>corazones</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>diamantes</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>tréboles</translation>
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
        <translation>Celosía azul</translation>
    </message>
    <message>
        <source>Red diamonds</source>
        <translation>Rombos rojos</translation>
    </message>
    <message>
        <source>Green dots</source>
        <translation>Lunares verdes</translation>
    </message>
</context>
<context>
    <name>CardDeck</name>
    <message>
        <source>The program's own faces</source>
        <translation>Las cartas del programa</translation>
    </message>
    <message>
        <source>Four colours (♠ black, ♥ red, ♦ blue, ♣ green)</source>
        <translation>Cuatro colores (♠ negro, ♥ rojo, ♦ azul, ♣ verde)</translation>
    </message>
    <message>
        <source>The card deck %1 is not installed (any more): the program's own faces are shown.</source>
        <translation>La baraja %1 no está instalada (o ya no lo está): se muestran las cartas del programa.</translation>
    </message>
    <message>
        <source>The card deck %1 cannot be read: the program's own faces are shown.</source>
        <translation>No se puede leer la baraja %1: se muestran las cartas del programa.</translation>
    </message>
    <message>
        <source>The card deck %1 is damaged or incomplete: the program's own faces are shown.</source>
        <translation>La baraja %1 está dañada o incompleta: se muestran las cartas del programa.</translation>
    </message>
    <message>
        <source>Card &amp;deck:</source>
        <translation>&amp;Diseño de cartas:</translation>
    </message>
    <message>
        <source>Card deck</source>
        <translation>Baraja</translation>
    </message>
    <message>
        <source>Looking for installed card decks…</source>
        <translation>Buscando barajas instaladas…</translation>
    </message>
    <message>
        <source>Preview of the card deck</source>
        <translation>Vista previa de la baraja</translation>
    </message>
</context>
<context>
    <name>ChartWords</name>
    <message>
        <source>won, undo or hint used</source>
        <translation>ganada, deshacer o pista usados</translation>
    </message>
    <message>
        <source>lost, undo or hint used</source>
        <translation>perdida, deshacer o pista usados</translation>
    </message>
    <message>
        <source>won</source>
        <translation>ganada</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>perdida</translation>
    </message>
    <message numerus="yes">
        <source>The last %n game(s): {won} won, {lost} lost, {percent} won.</source>
        <translation>
            <numerusform>Últimas partidas (%n): {won} ganadas, {lost} perdidas, {percent} ganadas.</numerusform>
            <numerusform>Últimas partidas (%n): {won} ganadas, {lost} perdidas, {percent} ganadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Newest first: {results}.</source>
        <translation>La más reciente primero: {results}.</translation>
    </message>
    <message>
        <source>No review yet.</source>
        <translation>Aún no hay análisis.</translation>
    </message>
    <message>
        <source>The Advisor's chance: {first} at the deal, {last} after move {moves}; highest {high} after move {at_high}, lowest {low} after move {at_low}.</source>
        <translation>La probabilidad del consejero: {first} al repartir, {last} tras el movimiento {moves}; la más alta {high} tras el movimiento {at_high}, la más baja {low} tras el movimiento {at_low}.</translation>
    </message>
    <message>
        <source>Moves that lost chance: {moves}.</source>
        <translation>Movimientos que perdieron probabilidad: {moves}.</translation>
    </message>
    <message>
        <source>No line of play wins any more from move {move} on.</source>
        <translation>Desde el movimiento {move} ya ninguna forma de jugar gana.</translation>
    </message>
</context>
<context>
    <name>ClockLabel</name>
    <message>
        <source>Game time</source>
        <translation>Tiempo de partida</translation>
    </message>
</context>
<context>
    <name>DailyDeal</name>
    <message>
        <source>&amp;Daily deal</source>
        <translation>Partida del &amp;día</translation>
    </message>
    <message>
        <source>Today's deal, the same for everyone, proved winnable</source>
        <translation>La partida de hoy, la misma para todos, con victoria demostrada</translation>
    </message>
    <message>
        <source>{game}: none today (no candidate deal was proved winnable)</source>
        <translation>{game}: ninguna hoy (ninguna partida candidata se demostró ganable)</translation>
    </message>
    <message>
        <source>{game} has no daily deal today.</source>
        <translation>{game} no tiene partida del día hoy.</translation>
    </message>
    <message>
        <source>Finding the daily deal of {date}…</source>
        <translation>Buscando la partida del día {date}…</translation>
    </message>
    <message>
        <source>Daily deal</source>
        <translation>Partida del día</translation>
    </message>
    <message>
        <source>None of the first {tries} candidate deals of {game} for {date} could be proved winnable, so there is no daily deal of it today.</source>
        <translation>Ninguna de las primeras {tries} partidas candidatas de {game} para el {date} pudo demostrarse ganable, así que hoy no hay partida del día de este juego.</translation>
    </message>
    <message>
        <source>Daily deal of {date}: {game}.</source>
        <translation>Partida del día {date}: {game}.</translation>
    </message>
</context>
<context>
    <name>Deal</name>
    <message>
        <source>daily deal {date}</source>
        <extracomment>How a game's deal is named in a sentence: a daily deal by its date, a numbered deal by its number, a deck given card by card as such.</extracomment>
        <translation>partida del día {date}</translation>
    </message>
    <message>
        <source>deal {number}</source>
        <translation>partida {number}</translation>
    </message>
    <message>
        <source>hand-made deck</source>
        <translation>baraja a mano</translation>
    </message>
</context>
<context>
    <name>DealNumberDialog</name>
    <message>
        <source>Deal by number</source>
        <translation>Partida por número</translation>
    </message>
    <message>
        <source>Deal number (0 to {max}).
The same number gives the same deal everywhere.</source>
        <translation>Número de partida (de 0 a {max}).
El mismo número da la misma partida en cualquier ordenador.</translation>
    </message>
    <message>
        <source>Deal number</source>
        <translation>Número de partida</translation>
    </message>
    <message>
        <source>Type a whole number from 0 to {max}.</source>
        <translation>Escriba un número entero de 0 a {max}.</translation>
    </message>
</context>
<context>
    <name>FinishAction</name>
    <message>
        <source>F&amp;inish</source>
        <translation>&amp;Terminar</translation>
    </message>
    <message>
        <source>Play the rest of the game to the foundations (once the stock is used up and the solver proves the game won)</source>
        <translation>Jugar el resto de la partida a las bases (una vez agotado el mazo y demostrada la victoria por el solucionador)</translation>
    </message>
    <message>
        <source>Finish</source>
        <comment>toolbar</comment>
        <translation>Terminar</translation>
    </message>
    <message numerus="yes">
        <source>Finish plays the rest once the stock is used up; %n card(s) still to come.</source>
        <translation>
            <numerusform>Terminar juega el resto cuando se agota el mazo; queda %n carta por salir.</numerusform>
            <numerusform>Terminar juega el resto cuando se agota el mazo; quedan %n cartas por salir.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>The game cannot be finished: the solver proved that no line wins from here.</source>
        <translation>La partida no se puede terminar: el solucionador demostró que ninguna línea gana desde aquí.</translation>
    </message>
    <message>
        <source>The solver could not decide whether this game can be finished.</source>
        <translation>El solucionador no pudo decidir si esta partida se puede terminar.</translation>
    </message>
    <message>
        <source>Finishing the game: the solver proved it won.</source>
        <translation>Terminando la partida: el solucionador demostró la victoria.</translation>
    </message>
    <message>
        <source>Finishing stopped.</source>
        <translation>Terminación detenida.</translation>
    </message>
</context>
<context>
    <name>Game</name>
    <message>
        <source>Calculation</source>
        <translation>Cálculo</translation>
    </message>
    <message>
        <source>Sir Tommy</source>
        <translation>Sir Tommy</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>Estrategia</translation>
    </message>
</context>
<context>
    <name>GameClock</name>
    <message>
        <source>Time: {time}</source>
        <translation>Tiempo: {time}</translation>
    </message>
    <message>
        <source>Show the game's t&amp;ime in the status bar</source>
        <translation>Mostrar el tiempo de la partida en la barra de e&amp;stado</translation>
    </message>
</context>
<context>
    <name>GameLock</name>
    <message>
        <source>Calculation is already open in another window, which keeps its own game in progress, so this window's game will not be saved for next time. Its results still count in your statistics.</source>
        <translation>Cálculo ya está abierto en otra ventana, que conserva su propia partida en curso, así que la partida de esta ventana no se guardará para la próxima vez. Sus resultados cuentan igualmente en sus estadísticas.</translation>
    </message>
    <message>
        <source>Resumed after an unexpected stop.</source>
        <translation>Reanudado tras una parada inesperada.</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <source>Show the next move of a winning line (the solver looks for one)</source>
        <translation>Mostrar el siguiente movimiento de una línea ganadora (el solucionador busca una)</translation>
    </message>
    <message>
        <source>The game is won.</source>
        <translation>La partida está ganada.</translation>
    </message>
    <message>
        <source>Looking for a winning line…</source>
        <translation>Buscando una línea ganadora…</translation>
    </message>
    <message>
        <source>Hint: the solver could not decide in time.</source>
        <translation>Pista: el solucionador no pudo decidir a tiempo.</translation>
    </message>
    <message>
        <source>The solver &lt;b&gt;could not decide&lt;/b&gt; whether this position can still be won.</source>
        <translation>El solucionador &lt;b&gt;no pudo decidir&lt;/b&gt; si esta posición aún puede ganarse.</translation>
    </message>
    <message>
        <source>Hint: {move}.</source>
        <translation>Pista: {move}.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Suggest</source>
        <translation>Sugerencia</translation>
    </message>
    <message>
        <source>&lt;b&gt;The deal is lost from here&lt;/b&gt;: the solver proved that no line of play wins. &lt;b&gt;Suggest&lt;/b&gt; (S) shows the best try: it does not know the stock, so it plays the odds of the cards to come.</source>
        <translation>&lt;b&gt;La partida está perdida desde aquí&lt;/b&gt;: el solucionador demostró que ninguna forma de jugar gana. &lt;b&gt;Sugerencia&lt;/b&gt; (S) muestra el mejor intento: no conoce el mazo, así que juega a las probabilidades de las cartas por venir.</translation>
    </message>
    <message>
        <source>Hint: the deal is lost from here. Suggest (S) shows the best try.</source>
        <translation>Pista: la partida está perdida desde aquí. Sugerencia (S) muestra el mejor intento.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The deal is lost from here&lt;/b&gt;: the solver proved that no line of play wins.</source>
        <translation>&lt;b&gt;La partida está perdida desde aquí&lt;/b&gt;: el solucionador demostró que ninguna forma de jugar gana.</translation>
    </message>
    <message>
        <source>Hint: the deal is lost from here.</source>
        <translation>Pista: la partida está perdida desde aquí.</translation>
    </message>
</context>
<context>
    <name>KeyboardCursor</name>
    <message>
        <source>{0}, onto {1}</source>
        <translation>{0}, sobre {1}</translation>
    </message>
    <message>
        <source>Enter or Space drops it there; Tab chooses another pile; Escape puts it back.</source>
        <translation>Intro o Espacio la deja ahí; Tab elige otra pila; Esc la devuelve.</translation>
    </message>
    <message>
        <source>{0}, the turned card</source>
        <translation>{0}, la carta vuelta</translation>
    </message>
    <message>
        <source>{0}, top of {1}</source>
        <translation>{0}, encima de {1}</translation>
    </message>
    <message>
        <source>Goes to {0} or any waste pile.</source>
        <translation>Va a {0} o a cualquier pila de descarte.</translation>
    </message>
    <message>
        <source>Goes to {0}.</source>
        <translation>Va a {0}.</translation>
    </message>
    <message>
        <source>Goes to any waste pile.</source>
        <translation>Va a cualquier pila de descarte.</translation>
    </message>
    <message>
        <source>Enter or Space picks it up.</source>
        <translation>Intro o Espacio la toma.</translation>
    </message>
</context>
<context>
    <name>LanguageBox</name>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>System ({language})</source>
        <translation>Sistema ({language})</translation>
    </message>
    <message>
        <source>The new language applies the next time Calculation starts.</source>
        <translation>El nuevo idioma se aplicará la próxima vez que se inicie Cálculo.</translation>
    </message>
    <message>
        <source>A new choice applies the next time Calculation starts.</source>
        <translation>Un cambio se aplicará la próxima vez que se inicie Cálculo.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Calculation</source>
        <translation>Cálculo</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Mesa de juego</translation>
    </message>
    <message>
        <source>&amp;New deal</source>
        <translation>&amp;Nueva partida</translation>
    </message>
    <message>
        <source>Deal a new game</source>
        <translation>Repartir una partida nueva</translation>
    </message>
    <message>
        <source>&amp;Restart deal</source>
        <translation>&amp;Reiniciar partida</translation>
    </message>
    <message>
        <source>Start this deal again from the beginning</source>
        <translation>Empezar de nuevo esta partida desde el principio</translation>
    </message>
    <message>
        <source>Deal by n&amp;umber…</source>
        <translation>Partida por nú&amp;mero…</translation>
    </message>
    <message>
        <source>Play a deal given by its number</source>
        <translation>Jugar una partida indicada por su número</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Estadísticas…</translation>
    </message>
    <message>
        <source>Games played, won and lost</source>
        <translation>Partidas jugadas, ganadas y perdidas</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>Quit Calculation</source>
        <translation>Salir de Cálculo</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <translation>Deshacer el último movimiento</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>Play the undone move again</source>
        <translation>Volver a hacer el movimiento deshecho</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <source>Show a good move</source>
        <translation>Mostrar un buen movimiento</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>Pre&amp;ferencias…</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>Pantalla &amp;completa</translation>
    </message>
    <message>
        <source>Show the table on the whole screen, or in a window again</source>
        <translation>Mostrar la mesa en toda la pantalla, o de nuevo en una ventana</translation>
    </message>
    <message>
        <source>New deal</source>
        <comment>toolbar</comment>
        <translation>Nueva</translation>
    </message>
    <message>
        <source>Restart deal</source>
        <comment>toolbar</comment>
        <translation>Reiniciar</translation>
    </message>
    <message>
        <source>Settings</source>
        <comment>toolbar</comment>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>Undo</source>
        <comment>toolbar</comment>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Redo</source>
        <comment>toolbar</comment>
        <translation>Rehacer</translation>
    </message>
    <message>
        <source>Hint</source>
        <comment>toolbar</comment>
        <translation>Pista</translation>
    </message>
    <message>
        <source>Turned card to waste pile &amp;{pile}</source>
        <translation>Carta vuelta a la pila de descarte &amp;{pile}</translation>
    </message>
    <message>
        <source>Waste pile {pile} to a foundation</source>
        <translation>Pila de descarte {pile} a una base</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Reglas</translation>
    </message>
    <message>
        <source>Game, waste piles, autoplay, animation, language</source>
        <translation>Juego, pilas de descarte, juego automático, animación, idioma</translation>
    </message>
    <message>
        <source>The rules of the current game</source>
        <translation>Las reglas de la partida actual</translation>
    </message>
    <message>
        <source>&amp;About Calculation</source>
        <translation>&amp;Acerca de Cálculo</translation>
    </message>
    <message>
        <source>Version and licence</source>
        <translation>Versión y licencia</translation>
    </message>
    <message>
        <source>Turned card to a &amp;foundation</source>
        <translation>Carta vuelta a una &amp;base</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Juego</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Movimientos</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <translation>Barra de herramientas principal</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>Nada que deshacer.</translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <translation>Nada que rehacer.</translation>
    </message>
    <message numerus="yes">
        <source>This game has %n waste pile(s).</source>
        <translation>
            <numerusform>Esta partida tiene %n pila de descarte.</numerusform>
            <numerusform>Esta partida tiene %n pilas de descarte.</numerusform>
        </translation>
    </message>
    <message>
        <source>The stock is used up.</source>
        <translation>El mazo se ha agotado.</translation>
    </message>
    <message>
        <source>Waste pile {pile} is empty.</source>
        <translation>La pila de descarte {pile} está vacía.</translation>
    </message>
    <message>
        <source>Not allowed: {reason}.</source>
        <translation>No permitido: {reason}.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;You won!&lt;/b&gt; All 52 cards are on the foundations in %n move(s).</source>
        <translation>
            <numerusform>&lt;b&gt;¡Ha ganado!&lt;/b&gt; Las 52 cartas están en las bases en %n movimiento.</numerusform>
            <numerusform>&lt;b&gt;¡Ha ganado!&lt;/b&gt; Las 52 cartas están en las bases en %n movimientos.</numerusform>
        </translation>
    </message>
    <message>
        <source>New deal</source>
        <translation>Nueva partida</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Blocked.&lt;/b&gt; The stock is used up and no waste-pile top fits a foundation (%n card(s) left).</source>
        <translation>
            <numerusform>&lt;b&gt;Bloqueada.&lt;/b&gt; El mazo se ha agotado y ninguna carta superior de las pilas de descarte encaja en una base (queda %n carta).</numerusform>
            <numerusform>&lt;b&gt;Bloqueada.&lt;/b&gt; El mazo se ha agotado y ninguna carta superior de las pilas de descarte encaja en una base (quedan %n cartas).</numerusform>
        </translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Reiniciar</translation>
    </message>
    <message>
        <source>Daily deal {date}</source>
        <translation>Partida del día {date}</translation>
    </message>
    <message>
        <source>{variant} — {deal}</source>
        <translation>{variant} — {deal}</translation>
    </message>
    <message>
        <source>Hand-made deck</source>
        <translation>Baraja a mano</translation>
    </message>
    <message>
        <source>Autoplay is off: double-click or drag the card, or use the keys (see Help → Rules).</source>
        <translation>El juego automático está desactivado: haga doble clic en la carta, arrástrela o use las teclas (vea Ayuda → Reglas).</translation>
    </message>
    <message>
        <source>Deal {number}</source>
        <translation>Partida {number}</translation>
    </message>
    <message>
        <source>Stock: {count}</source>
        <translation>Mazo: {count}</translation>
    </message>
    <message>
        <source>Moves: {count}</source>
        <translation>Movimientos: {count}</translation>
    </message>
    <message>
        <source>C&amp;hoose game</source>
        <translation>Elegir &amp;juego</translation>
    </message>
    <message>
        <source>Play another game or another form of it: a new deal of it</source>
        <translation>Jugar a otro juego o a otra variante: una partida nueva de él</translation>
    </message>
    <message>
        <source>Game</source>
        <comment>toolbar</comment>
        <translation>Juego</translation>
    </message>
</context>
<context>
    <name>MenuEntry</name>
    <message>
        <source>Patience Game</source>
        <translation>Juego de solitario</translation>
    </message>
    <message>
        <source>Play Calculation, Sir Tommy and Strategy: patience games for people who like to think ahead</source>
        <translation>Juegue a Cálculo, Sir Tommy y Estrategia: solitarios para quienes disfrutan pensando con antelación</translation>
    </message>
    <message>
        <source>patience;solitaire;cards;calculation;broken intervals;sir tommy;strategy;</source>
        <translation>solitario;cartas;naipes;cálculo;sir tommy;estrategia;</translation>
    </message>
    <message>
        <source>Patience games for people who like to think ahead</source>
        <translation>Solitarios para quienes disfrutan pensando con antelación</translation>
    </message>
</context>
<context>
    <name>Move</name>
    <message>
        <source>{card} to foundation {number}</source>
        <translation>{card} a la base {number}</translation>
    </message>
    <message>
        <source>{card} to waste pile {number}</source>
        <translation>{card} a la pila de descarte {number}</translation>
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
        <translation>La demostración jugó en esta partida: las partidas de demostración no cuentan en las estadísticas.</translation>
    </message>
    <message>
        <source>This game was counted as lost already: another Calculation window left it unfinished, so this win does not count.</source>
        <translation>Esta partida ya se contó como perdida: otra ventana de Cálculo la dejó sin terminar, así que esta victoria no cuenta.</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>No foundation wants the {card} now.</source>
        <translation>Ninguna base admite ahora esta carta: {card}.</translation>
    </message>
    <message>
        <source>The foundations wait for the stock: while it lasts, only an Ace from the stock may go up.</source>
        <translation>Las bases esperan a que se agote el mazo: mientras quede, solo un as del mazo puede subir.</translation>
    </message>
    <message>
        <source>There is no card to move there.</source>
        <translation>No hay ninguna carta que mover ahí.</translation>
    </message>
    <message>
        <source>A card never moves from one waste pile to another: a waste pile's top card goes only to a foundation.</source>
        <translation>Una carta nunca pasa de una pila de descarte a otra: la carta superior de una pila de descarte solo va a una base.</translation>
    </message>
    <message>
        <source>The {card} cannot go there.</source>
        <translation>Esta carta no puede ir ahí: {card}.</translation>
    </message>
    <message>
        <source>Nothing goes back to the stock.</source>
        <translation>Nada vuelve al mazo.</translation>
    </message>
    <message>
        <source>Foundation {k} is complete; foundation {other} takes the {card}.</source>
        <translation>La base {k} está completa; esta carta ({card}) va a la base {other}.</translation>
    </message>
    <message>
        <source>Foundation {k} follows its own suit; foundation {other} takes the {card}.</source>
        <translation>La base {k} sigue su propio palo; esta carta ({card}) va a la base {other}.</translation>
    </message>
    <message>
        <source>Foundation {k} wants {rank} next, not the {card}; foundation {other} takes it.</source>
        <translation>La base {k} espera {rank}; esta carta ({card}) va a la base {other}.</translation>
    </message>
    <message>
        <source>Cards on a foundation stay there: the {card} cannot move.</source>
        <translation>Las cartas de una base se quedan ahí: esta carta ({card}) no se puede mover.</translation>
    </message>
    <message>
        <source>The stock is turned one card at a time: play the turned card first.</source>
        <translation>El mazo se descubre carta a carta: juega primero la carta descubierta.</translation>
    </message>
    <message>
        <source>Only the top card of a waste pile moves: the {card} is covered.</source>
        <translation>Solo se mueve la carta superior de una pila de descarte: esta carta ({card}) está cubierta.</translation>
    </message>
    <message>
        <source>The game is over: nothing moves any more.</source>
        <translation>La partida ha terminado: ya no se mueve nada.</translation>
    </message>
    <message>
        <source>an Ace</source>
        <translation>un as</translation>
    </message>
    <message>
        <source>a Two</source>
        <translation>un dos</translation>
    </message>
    <message>
        <source>a Three</source>
        <translation>un tres</translation>
    </message>
    <message>
        <source>a Four</source>
        <translation>un cuatro</translation>
    </message>
    <message>
        <source>a Five</source>
        <translation>un cinco</translation>
    </message>
    <message>
        <source>a Six</source>
        <translation>un seis</translation>
    </message>
    <message>
        <source>a Seven</source>
        <translation>un siete</translation>
    </message>
    <message>
        <source>an Eight</source>
        <translation>un ocho</translation>
    </message>
    <message>
        <source>a Nine</source>
        <translation>un nueve</translation>
    </message>
    <message>
        <source>a Ten</source>
        <translation>un diez</translation>
    </message>
    <message>
        <source>a Jack</source>
        <translation>una jota</translation>
    </message>
    <message>
        <source>a Queen</source>
        <translation>una reina</translation>
    </message>
    <message>
        <source>a King</source>
        <translation>un rey</translation>
    </message>
    <message>
        <source>cards never leave a foundation</source>
        <translation>las cartas nunca salen de una base</translation>
    </message>
    <message>
        <source>the stock is empty</source>
        <translation>el mazo está vacío</translation>
    </message>
    <message>
        <source>there is no waste pile {number} (this game has {count})</source>
        <translation>no hay pila de descarte {number} (este juego tiene {count})</translation>
    </message>
    <message>
        <source>waste pile {number} is empty</source>
        <translation>la pila de descarte {number} está vacía</translation>
    </message>
    <message>
        <source>unknown source pile</source>
        <translation>pila de origen desconocida</translation>
    </message>
    <message>
        <source>nothing goes back to the stock</source>
        <translation>nada vuelve al mazo</translation>
    </message>
    <message>
        <source>a card never moves from one waste pile to another</source>
        <translation>una carta nunca pasa de una pila de descarte a otra</translation>
    </message>
    <message>
        <source>there is no foundation {number}</source>
        <translation>no hay base {number}</translation>
    </message>
    <message>
        <source>foundation {number} is complete</source>
        <translation>la base {number} está completa</translation>
    </message>
    <message>
        <source>no waste card goes to a foundation while the stock lasts</source>
        <translation>ninguna carta de las pilas de descarte va a una base mientras quede mazo</translation>
    </message>
    <message>
        <source>foundation {number} takes no card after its first while the stock lasts</source>
        <translation>la base {number} no admite más cartas después de la primera mientras quede mazo</translation>
    </message>
    <message>
        <source>foundation {number} is empty and starts with {rank}, not {card}</source>
        <translation>la base {number} está vacía y empieza con {rank}, no con: {card}</translation>
    </message>
    <message>
        <source>foundation {number} follows {suit}: it wants {rank} of that suit, not {card}</source>
        <translation>la base {number} sigue el palo de {suit}: espera {rank} de ese palo, no: {card}</translation>
    </message>
    <message>
        <source>foundation {number} wants {rank}, not {card}</source>
        <translation>la base {number} espera {rank}, no: {card}</translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message numerus="yes">
        <source>The winning line: %n move(s). Press Play, or Next to step through it.</source>
        <translation>
            <numerusform>La línea ganadora: %n movimiento. Pulse Reproducir, o Siguiente para avanzar paso a paso.</numerusform>
            <numerusform>La línea ganadora: %n movimientos. Pulse Reproducir, o Siguiente para avanzar paso a paso.</numerusform>
        </translation>
    </message>
    <message>
        <source>Replay table</source>
        <translation>Mesa de la repetición</translation>
    </message>
    <message>
        <source>Replay move</source>
        <translation>Movimiento de la repetición</translation>
    </message>
    <message>
        <source>Violet ring: the card just played. Yellow: the next move, which Next plays.</source>
        <translation>Anillo violeta: la carta recién jugada. Amarillo: el siguiente movimiento, el que juega Siguiente.</translation>
    </message>
    <message>
        <source>◀ &amp;Back</source>
        <translation>◀ &amp;Atrás</translation>
    </message>
    <message>
        <source>&amp;Next ▶</source>
        <translation>&amp;Siguiente ▶</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Reproducir</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Cerrar</translation>
    </message>
    <message>
        <source>{intro} Next (highlighted): {move}.</source>
        <translation>{intro} Siguiente (resaltado): {move}.</translation>
    </message>
    <message>
        <source>Move {index} of {count}: {move}. Next (highlighted): {next}.</source>
        <translation>Movimiento {index} de {count}: {move}. Siguiente (resaltado): {next}.</translation>
    </message>
    <message>
        <source>Move {index} of {count}: {move} — all 52 cards are on the foundations.</source>
        <translation>Movimiento {index} de {count}: {move} — las 52 cartas están en las bases.</translation>
    </message>
    <message>
        <source>Move {index} of {count}: {move}</source>
        <translation>Movimiento {index} de {count}: {move}</translation>
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
        <translation>&amp;Analizar la partida…</translation>
    </message>
    <message>
        <source>The Advisor's winning chance after every move, the moves that lowered it and the solver's verdict</source>
        <translation>La probabilidad de ganar del consejero tras cada movimiento, los movimientos que la bajaron y el veredicto del solucionador</translation>
    </message>
    <message>
        <source>Review a re&amp;cent game</source>
        <translation>Analizar una partida re&amp;ciente</translation>
    </message>
    <message>
        <source>Make a move first: there is nothing to review yet.</source>
        <translation>Haga primero un movimiento: todavía no hay nada que analizar.</translation>
    </message>
    <message>
        <source>won after move {moves}</source>
        <translation>ganada tras el movimiento {moves}</translation>
    </message>
    <message>
        <source>abandoned after move {moves}</source>
        <translation>abandonada tras el movimiento {moves}</translation>
    </message>
    <message>
        <source>lost after move {moves}</source>
        <translation>perdida tras el movimiento {moves}</translation>
    </message>
    <message>
        <source>{variant}, {deal}: {outcome}, {date}</source>
        <translation>{variant}, {deal}: {outcome}, {date}</translation>
    </message>
    <message>
        <source>Review: {variant}, {deal}</source>
        <translation>Análisis: {variant}, {deal}</translation>
    </message>
    <message>
        <source>No recorded game yet</source>
        <translation>Aún no hay partidas registradas</translation>
    </message>
    <message>
        <source>Review cancelled.</source>
        <translation>Análisis cancelado.</translation>
    </message>
    <message>
        <source>The review failed: {reason}</source>
        <translation>El análisis ha fallado: {reason}</translation>
    </message>
</context>
<context>
    <name>ReviewChart</name>
    <message>
        <source>the Advisor's chance</source>
        <translation>la probabilidad del consejero</translation>
    </message>
    <message>
        <source>the position on the board</source>
        <translation>la posición en el tablero</translation>
    </message>
    <message>
        <source>a move that lost chance</source>
        <translation>un movimiento que perdió probabilidad</translation>
    </message>
    <message>
        <source>shaded: no line of play wins any more</source>
        <translation>sombreado: ya ninguna forma de jugar gana</translation>
    </message>
    <message>
        <source>Winning chance chart</source>
        <translation>Gráfico de la probabilidad de ganar</translation>
    </message>
    <message>
        <source>The Advisor's winning chance after each move; click to see that position</source>
        <translation>La probabilidad de ganar del consejero tras cada movimiento; haga clic para ver esa posición</translation>
    </message>
    <message>
        <source>The Advisor's winning chance after each move</source>
        <translation>La probabilidad de ganar del consejero tras cada movimiento</translation>
    </message>
    <message>
        <source>start</source>
        <translation>inicio</translation>
    </message>
    <message>
        <source>move {number}</source>
        <translation>movimiento {number}</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <source>You won this deal.</source>
        <translation>Ha ganado esta partida.</translation>
    </message>
    <message>
        <source>Move {number}: {played} kept {kept}; {better} would have kept {better_kept}.</source>
        <translation>Movimiento {number}: {played} mantenía {kept}; {better} habría mantenido {better_kept}.</translation>
    </message>
    <message>
        <source>With the cards' order known, no line of play wins this deal (the solver proved it).</source>
        <translation>Conociendo el orden de las cartas, ninguna línea de juego gana este reparto (el solucionador lo demostró).</translation>
    </message>
    <message>
        <source>This deal is still winnable: after move {last} a winning line remains.</source>
        <translation>Esta partida aún es ganable: tras el movimiento {last} sigue habiendo una forma de ganar.</translation>
    </message>
    <message>
        <source>This deal was winnable at least until move {last}; the solver could not decide the positions after it in time.</source>
        <translation>Esta partida era ganable al menos hasta el movimiento {last}; el solucionador no pudo decidir a tiempo las posiciones siguientes.</translation>
    </message>
    <message>
        <source>The solver proved the position after move {lost} lost, but could not decide the earlier ones in time.</source>
        <translation>El solucionador demostró que la posición tras el movimiento {lost} está perdida, pero no pudo decidir a tiempo las anteriores.</translation>
    </message>
    <message>
        <source>The solver could not decide in time whether this deal was winnable.</source>
        <translation>El solucionador no pudo decidir a tiempo si esta partida era ganable.</translation>
    </message>
    <message>
        <source>{kept} is the chance as the move was made; then the next card turned up, making it {chance}.</source>
        <translation>{kept} es la probabilidad al hacer el movimiento; luego salió la carta siguiente y pasó a ser {chance}.</translation>
    </message>
    <message>
        <source>With the cards' order known, the deal could still be won before move {lost}; after it no line of play wins.</source>
        <translation>Conociendo el orden de las cartas, el reparto aún podía ganarse antes del movimiento {lost}; después, ninguna línea de juego gana.</translation>
    </message>
    <message>
        <source>From what you could see, no move of yours lost more chance than the estimate's noise.</source>
        <translation>Por lo que podía ver, ninguno de sus movimientos perdió más probabilidad que el ruido de la estimación.</translation>
    </message>
    <message>
        <source>From what you could see, moves that lost more chance than the estimate's noise: {count}; the most, move {number}: {kept} instead of {better_kept}.</source>
        <translation>Por lo que podía ver, movimientos que perdieron más probabilidad que el ruido de la estimación: {count}; el que más, el movimiento {number}: {kept} en vez de {better_kept}.</translation>
    </message>
    <message>
        <source>Riskier than needed: you won, but each of these moves lowered the Advisor's chance by more than the noise (click one to see it):</source>
        <translation>Más arriesgado de lo necesario: ganó, pero cada uno de estos movimientos bajó la probabilidad del consejero más que el ruido (haga clic en uno para verlo):</translation>
    </message>
    <message>
        <source>Biggest mistakes: the moves that lowered the Advisor's chance the most (click one to see it):</source>
        <translation>Mayores errores: los movimientos que más bajaron la probabilidad del consejero (haga clic en uno para verlo):</translation>
    </message>
    <message>
        <source>The deal as dealt: the Advisor's chance {chance}.</source>
        <translation>El reparto tal como se dio: probabilidad del consejero {chance}.</translation>
    </message>
    <message>
        <source>After move {index}: the Advisor's chance {chance}.</source>
        <translation>Tras el movimiento {index}: probabilidad del consejero {chance}.</translation>
    </message>
    <message>
        <source>With the cards' order known, this move lost the deal: no line of play wins from here.</source>
        <translation>Conociendo el orden de las cartas, este movimiento perdió el reparto: ninguna línea de juego gana desde aquí.</translation>
    </message>
    <message>
        <source>With the cards' order known, no line of play wins from here.</source>
        <translation>Conociendo el orden de las cartas, ninguna línea de juego gana desde aquí.</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Veredicto</translation>
    </message>
    <message>
        <source>Review progress</source>
        <translation>Progreso del análisis</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Chart legend</source>
        <translation>Leyenda del gráfico</translation>
    </message>
    <message>
        <source>Moves that lost chance</source>
        <translation>Movimientos que perdieron probabilidad</translation>
    </message>
    <message>
        <source>The deal as dealt. Click the chart or a move in the list, or press Next.</source>
        <translation>La partida tal como se repartió. Haga clic en el gráfico o en un movimiento de la lista, o pulse Siguiente.</translation>
    </message>
    <message>
        <source>Reviewing the game: the Advisor's chance after every move, then the solver's verdict.</source>
        <translation>Analizando la partida: la probabilidad del consejero tras cada movimiento y luego el veredicto del solucionador.</translation>
    </message>
    <message>
        <source>Chance: how often the Advisor (Suggest) wins from a position. Like you, it does not know the order of the cards still in the stock; its trials of random orders are calibrated against its own games, so the chance reads as odds. Hint's solver, which knows the order, answers another question: whether a winning line exists.</source>
        <translation>Probabilidad: con qué frecuencia gana el consejero (Sugerir) desde una posición. Como usted, no conoce el orden de las cartas que quedan en el mazo; sus pruebas con órdenes aleatorios están calibradas con sus propias partidas, así que la probabilidad se lee como sus posibilidades. El solucionador de Pista, que conoce el orden, responde a otra pregunta: si existe una línea ganadora.</translation>
    </message>
    <message>
        <source>The position shown</source>
        <translation>La posición mostrada</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Cerrar</translation>
    </message>
    <message>
        <source>Reviewing… %p%</source>
        <translation>Analizando… %p%</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>by ones</source>
        <translation>de uno en uno</translation>
    </message>
    <message>
        <source>by twos</source>
        <translation>de dos en dos</translation>
    </message>
    <message>
        <source>by threes</source>
        <translation>de tres en tres</translation>
    </message>
    <message>
        <source>by fours</source>
        <translation>de cuatro en cuatro</translation>
    </message>
    <message>
        <source>{step}, first card {rank}, placed before play</source>
        <translation>{step}, primera carta {rank}, colocada antes de jugar</translation>
    </message>
    <message>
        <source>{step}, first card {rank}, when one turns up</source>
        <translation>{step}, primera carta {rank}, en cuanto salga una</translation>
    </message>
    <message>
        <source>{step}, first card {rank}, then its suit only</source>
        <translation>{step}, primera carta {rank}, luego solo de su palo</translation>
    </message>
    <message>
        <source>{step}, first card {rank}, placed before play, then its suit only</source>
        <translation>{step}, primera carta {rank}, colocada antes de jugar, luego solo de su palo</translation>
    </message>
    <message>
        <source>by steps of {step}</source>
        <translation>de {step} en {step}</translation>
    </message>
    <message>
        <source>Foundation</source>
        <translation>Base</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Paso</translation>
    </message>
    <message>
        <source>Four foundations build at once: the first by ones, the second by twos, the third by threes and the fourth by fours, counting past the King back to the Ace (13 wraps round to 1). Suits never matter. Before play, the first Ace, Two, Three and Four of the deck are laid out as the foundations' bases.</source>
        <translation>Cuatro bases se construyen a la vez: la primera de uno en uno, la segunda de dos en dos, la tercera de tres en tres y la cuarta de cuatro en cuatro, volviendo al as después del rey (tras el 13 viene el 1). Los palos nunca importan. Antes de jugar, el primer as, el primer dos, el primer tres y el primer cuatro de la baraja se colocan como cartas de base.</translation>
    </message>
    <message>
        <source>Four foundations build at once: the first by ones, the second by twos, the third by threes and the fourth by fours, counting past the King back to the Ace (13 wraps round to 1). Suits never matter. All four foundations start &lt;b&gt;empty&lt;/b&gt;: foundation 1 can only be started with an Ace, foundation 2 with a Two, foundation 3 with a Three and foundation 4 with a Four, when one turns up.</source>
        <translation>Cuatro bases se construyen a la vez: la primera de uno en uno, la segunda de dos en dos, la tercera de tres en tres y la cuarta de cuatro en cuatro, volviendo al as después del rey (tras el 13 viene el 1). Los palos nunca importan. Las cuatro bases empiezan &lt;b&gt;vacías&lt;/b&gt;: la base 1 solo puede empezarse con un as, la base 2 con un dos, la base 3 con un tres y la base 4 con un cuatro, en cuanto salga uno.</translation>
    </message>
    <message>
        <source>Four foundations build up by ones from Ace to King. Suits never matter. Each foundation starts empty; any Ace may start any empty foundation.</source>
        <translation>Cuatro bases se construyen de uno en uno del as al rey. Los palos nunca importan. Cada base empieza vacía; cualquier as puede empezar cualquier base vacía.</translation>
    </message>
    <message>
        <source>Four foundations build up by ones from Ace to King, each in &lt;b&gt;one suit&lt;/b&gt;: the suit of the Ace that started it. Each foundation starts empty; any Ace may start any empty foundation.</source>
        <translation>Cuatro bases se construyen de uno en uno del as al rey, cada una en &lt;b&gt;un solo palo&lt;/b&gt;: el del as que la empezó. Cada base empieza vacía; cualquier as puede empezar cualquier base vacía.</translation>
    </message>
    <message>
        <source>The game as the classic books give it. Four foundations build up by ones from Ace to King, each in &lt;b&gt;one suit&lt;/b&gt;: the suit of the Ace that started it, and there are &lt;b&gt;eight&lt;/b&gt; waste piles. &lt;b&gt;While the stock lasts&lt;/b&gt;, only an Ace may go up (any Ace starts any empty foundation); every other card goes onto a waste pile, and no waste-pile card may move. Once the stock is used up, the waste-pile tops build on the foundations.</source>
        <translation>El juego tal como lo dan los libros clásicos. Cuatro bases se construyen de uno en uno del as al rey, cada una en &lt;b&gt;un solo palo&lt;/b&gt;: el del as que la empezó, y hay &lt;b&gt;ocho&lt;/b&gt; pilas de descarte. &lt;b&gt;Mientras quede mazo&lt;/b&gt;, solo un as puede subir (cualquier as empieza cualquier base vacía); cualquier otra carta va a una pila de descarte, y ninguna carta de las pilas de descarte se mueve. Una vez agotado el mazo, las cartas superiores de las pilas de descarte suben a las bases.</translation>
    </message>
    <message>
        <source>&lt;p&gt;Every foundation takes exactly 13 cards and ends on a King.&lt;/p&gt;&lt;h3&gt;Play&lt;/h3&gt;&lt;p&gt;The stock is turned one card at a time, in a single pass (no redeal). The turned card must be placed before the next one is turned: on a foundation that wants it, or on any of the &lt;b&gt;{piles}&lt;/b&gt; waste piles, whatever its rank. The top card of a waste pile may go to a foundation that wants it at any time. Nothing else moves: never from one waste pile to another, never off a foundation.&lt;/p&gt;&lt;p&gt;The skill is in the waste piles: they are stacks you can only take from the top, so put cards that will be wanted late under cards that will be wanted soon.&lt;/p&gt;&lt;h3&gt;End&lt;/h3&gt;&lt;p&gt;You win when all 52 cards are on the foundations. The game is lost (blocked) when the stock is used up and no waste-pile top fits any foundation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Cada base recibe exactamente 13 cartas y termina en un rey.&lt;/p&gt;&lt;h3&gt;Juego&lt;/h3&gt;&lt;p&gt;El mazo se vuelve carta a carta, en una sola pasada (sin volver a repartir). La carta vuelta debe colocarse antes de volver la siguiente: en una base que la pida o en cualquiera de las &lt;b&gt;{piles}&lt;/b&gt; pilas de descarte, sea cual sea su valor. La carta superior de una pila de descarte puede ir en cualquier momento a una base que la pida. Nada más se mueve: nunca de una pila de descarte a otra, nunca desde una base.&lt;/p&gt;&lt;p&gt;La habilidad está en las pilas de descarte: solo se puede tomar la carta de arriba, así que ponga las cartas que se necesitarán tarde debajo de las que se necesitarán pronto.&lt;/p&gt;&lt;h3&gt;Final&lt;/h3&gt;&lt;p&gt;Gana cuando las 52 cartas están en las bases. La partida está perdida (bloqueada) cuando el mazo se ha agotado y ninguna carta superior de las pilas de descarte encaja en una base.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Every foundation takes exactly 13 cards and ends on a King.&lt;/p&gt;&lt;h3&gt;Play&lt;/h3&gt;&lt;p&gt;The stock is turned one card at a time, in a single pass (no redeal). The turned card must be placed before the next one is turned: an Ace on an empty foundation, any other card on any of the &lt;b&gt;{piles}&lt;/b&gt; waste piles, whatever its rank. While the stock lasts, no waste-pile card moves. Once the stock is used up, the top card of a waste pile may go to a foundation that wants it. Nothing else moves: never from one waste pile to another, never off a foundation.&lt;/p&gt;&lt;p&gt;The skill is in the waste piles: they are stacks you can only take from the top, so put cards that will be wanted late under cards that will be wanted soon.&lt;/p&gt;&lt;h3&gt;End&lt;/h3&gt;&lt;p&gt;You win when all 52 cards are on the foundations. The game is lost (blocked) when the stock is used up and no waste-pile top fits any foundation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Cada base recibe exactamente 13 cartas y termina en un rey.&lt;/p&gt;&lt;h3&gt;Juego&lt;/h3&gt;&lt;p&gt;El mazo se vuelve carta a carta, en una sola pasada (sin volver a repartir). La carta vuelta debe colocarse antes de volver la siguiente: un as en una base vacía, cualquier otra carta en cualquiera de las &lt;b&gt;{piles}&lt;/b&gt; pilas de descarte, sea cual sea su valor. Mientras quede mazo, ninguna carta de las pilas de descarte se mueve. Una vez agotado el mazo, la carta superior de una pila de descarte puede ir a una base que la pida. Nada más se mueve: nunca de una pila de descarte a otra, nunca desde una base.&lt;/p&gt;&lt;p&gt;La habilidad está en las pilas de descarte: solo se puede tomar la carta de arriba, así que ponga las cartas que se necesitarán tarde debajo de las que se necesitarán pronto.&lt;/p&gt;&lt;h3&gt;Final&lt;/h3&gt;&lt;p&gt;Gana cuando las 52 cartas están en las bases. La partida está perdida (bloqueada) cuando el mazo se ha agotado y ninguna carta superior de las pilas de descarte encaja en una base.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;How to play here&lt;/h3&gt;&lt;p&gt;Drag the turned card or a waste-pile top to a pile. With &lt;i&gt;Autoplay&lt;/i&gt; on, a click plays a card: a waste-pile top goes to a foundation that wants it; the turned card goes to a foundation that wants it or else to the waste pile the rating judges best. Keys: &lt;b&gt;1&lt;/b&gt;&amp;ndash;&lt;b&gt;{piles}&lt;/b&gt; put the turned card on that waste pile, &lt;b&gt;F&lt;/b&gt; plays it to a foundation, &lt;b&gt;Shift+1&lt;/b&gt;&amp;ndash;&lt;b&gt;{piles}&lt;/b&gt; play that waste pile's top to a foundation; &lt;b&gt;Ctrl+Z&lt;/b&gt; undo, &lt;b&gt;Ctrl+Shift+Z&lt;/b&gt; redo, &lt;b&gt;H&lt;/b&gt; hint.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Cómo jugar aquí&lt;/h3&gt;&lt;p&gt;Arrastre la carta vuelta o la carta superior de una pila de descarte a una pila. Con el &lt;i&gt;Juego automático&lt;/i&gt; activado, un clic juega una carta: la carta superior de una pila de descarte va a una base que la pida; la carta vuelta va a una base que la pida o, si no, a la pila de descarte que la valoración considera mejor. Teclas: &lt;b&gt;1&lt;/b&gt;&amp;ndash;&lt;b&gt;{piles}&lt;/b&gt; ponen la carta vuelta en esa pila de descarte, &lt;b&gt;F&lt;/b&gt; la juega a una base, &lt;b&gt;Mayúsculas+1&lt;/b&gt;&amp;ndash;&lt;b&gt;{piles}&lt;/b&gt; juegan la carta superior de esa pila a una base; &lt;b&gt;Control+Z&lt;/b&gt; deshacer, &lt;b&gt;Control+Mayúsculas+Z&lt;/b&gt; rehacer, &lt;b&gt;H&lt;/b&gt; pista.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;With a screen reader: &lt;b&gt;Tab&lt;/b&gt; and the arrow keys move from card to card and pile to pile, &lt;b&gt;Enter&lt;/b&gt; picks up and drops; &lt;b&gt;R&lt;/b&gt; reads the whole table, &lt;b&gt;Ctrl+1&lt;/b&gt;&amp;ndash;&lt;b&gt;Ctrl+{piles}&lt;/b&gt; read that waste pile from the top down. Moves, refusals, hints and the end of the game are said aloud.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Con un lector de pantalla: &lt;b&gt;Tab&lt;/b&gt; y las flechas van de carta en carta y de pila en pila, &lt;b&gt;Intro&lt;/b&gt; toma y deja; &lt;b&gt;R&lt;/b&gt; lee toda la mesa, &lt;b&gt;Control+1&lt;/b&gt;&amp;ndash;&lt;b&gt;Control+{piles}&lt;/b&gt; leen esa pila de descarte de arriba abajo. Los movimientos, los rechazos, las pistas y el final de la partida se dicen en voz alta.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The four sequences</source>
        <translation>Las cuatro secuencias</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules: {variant}</source>
        <translation>Reglas: {variant}</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
</context>
<context>
    <name>ScreenReader</name>
    <message>
        <source>Read the table aloud</source>
        <translation>Leer la mesa en voz alta</translation>
    </message>
    <message>
        <source>A screen reader reads the turned card, every foundation and every waste pile</source>
        <translation>Un lector de pantalla lee la carta vuelta, cada base y cada pila de descarte</translation>
    </message>
    <message>
        <source>Read a waste pile aloud</source>
        <translation>Leer una pila de descarte en voz alta</translation>
    </message>
    <message>
        <source>Waste pile {pile}, from the top</source>
        <translation>Pila de descarte {pile}, de arriba abajo</translation>
    </message>
    <message>
        <source>New game: {variant}, {deal}</source>
        <translation>Nueva partida: {variant}, {deal}</translation>
    </message>
    <message>
        <source>Move taken back</source>
        <translation>Movimiento deshecho</translation>
    </message>
    <message>
        <source>Move played again</source>
        <translation>Movimiento rehecho</translation>
    </message>
    <message>
        <source>Deal restarted</source>
        <translation>Partida reiniciada</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>&amp;Winnable deals only</source>
        <translation>Solo partidas &amp;ganables</translation>
    </message>
    <message>
        <source>New deal shuffles until the solver proves a deal winnable. Almost every deal of Calculation and Sir Tommy is, so that is quick; in Strategy about 7 deals in 100 are, so it may take a while (the status bar counts the deals tried, Esc stops), and with three waste piles hardly any is.</source>
        <translation>Nueva partida baraja hasta que el solucionador demuestra que una partida es ganable. Casi todas las partidas de Cálculo y de Sir Tommy lo son, así que es rápido; en Estrategia lo son unas 7 de cada 100, así que puede tardar (la barra de estado cuenta las partidas probadas, Esc lo detiene), y con tres pilas de descarte casi ninguna.</translation>
    </message>
    <message>
        <source>Quick (a rule of thumb)</source>
        <translation>Rápido (regla práctica)</translation>
    </message>
    <message>
        <source>Strong (weighs the odds)</source>
        <translation>Fuerte (sopesa las probabilidades)</translation>
    </message>
    <message>
        <source>Strongest (as Suggest)</source>
        <translation>El más fuerte (como Sugerencia)</translation>
    </message>
    <message>
        <source>Click strength</source>
        <translation>Fuerza del clic</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Instant</source>
        <translation>Instantánea</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Preferencias</translation>
    </message>
    <message>
        <source>Game (changing these deals a new game)</source>
        <translation>Juego (cambiarlos reparte una partida nueva)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Juego:</translation>
    </message>
    <message>
        <source>&amp;Three waste piles (harder)</source>
        <translation>&amp;Tres pilas de descarte (más difícil)</translation>
    </message>
    <message>
        <source>&amp;No foundations in advance</source>
        <translation>Sin &amp;bases colocadas de antemano</translation>
    </message>
    <message>
        <source>Cla&amp;ssic: eight waste piles, foundations wait for the stock</source>
        <translation>Clásic&amp;o: ocho pilas de descarte, las bases esperan a que se agote el mazo</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>&amp;Autoplay: a click plays a card</source>
        <translation>Juego &amp;automático: un clic juega una carta</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Velocidad de animación</translation>
    </message>
    <message>
        <source>Custom ({ms} ms)</source>
        <translation>Personalizada ({ms} ms)</translation>
    </message>
    <message>
        <source>Animation s&amp;peed:</source>
        <translation>&amp;Velocidad de animación:</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Modo de juego</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>OK deals a new game of {variant}.</source>
        <translation>Aceptar reparte una partida nueva de {variant}.</translation>
    </message>
</context>
<context>
    <name>SolverService</name>
    <message>
        <source>Solver working</source>
        <translation>El solucionador está trabajando</translation>
    </message>
    <message>
        <source>Stop the solver (Esc)</source>
        <translation>Detener el solucionador (Esc)</translation>
    </message>
    <message>
        <source>Cancel solving</source>
        <translation>Cancelar la resolución</translation>
    </message>
    <message>
        <source>Stop the solver</source>
        <translation>Detener el solucionador</translation>
    </message>
    <message>
        <source>The solver is busy; wait or cancel it (Esc).</source>
        <translation>El solucionador está ocupado; espere o cancélelo (Esc).</translation>
    </message>
    <message>
        <source>Solver cancelled.</source>
        <translation>Solucionador cancelado.</translation>
    </message>
    <message>
        <source>Solver</source>
        <translation>Solucionador</translation>
    </message>
    <message>
        <source>The solver failed: {error}</source>
        <translation>El solucionador ha fallado: {error}</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>{variant} (daily deal)</source>
        <translation>{variant} (partida del día)</translation>
    </message>
    <message numerus="yes">
        <source>{variant}: %n played, none won yet.</source>
        <translation>
            <numerusform>{variant}: %n jugada, ninguna ganada todavía.</numerusform>
            <numerusform>{variant}: %n jugadas, ninguna ganada todavía.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{variant}: %n played, {won} won ({percent}), every win without undo or hint.</source>
        <translation>
            <numerusform>{variant}: %n jugada, {won} ganada ({percent}), todas las victorias sin deshacer ni pista.</numerusform>
            <numerusform>{variant}: %n jugadas, {won} ganadas ({percent}), todas las victorias sin deshacer ni pista.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{variant}: %n played, {won} won ({percent}), each with undo or a hint.</source>
        <translation>
            <numerusform>{variant}: %n jugada, {won} ganada ({percent}), todas con deshacer o pista.</numerusform>
            <numerusform>{variant}: %n jugadas, {won} ganadas ({percent}), todas con deshacer o pista.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{variant}: %n played, {won} won ({percent}), {clean} of them without undo or hint.</source>
        <translation>
            <numerusform>{variant}: %n partida jugada, victorias: {won} ({percent}), {clean} de ellas sin deshacer ni pistas.</numerusform>
            <numerusform>{variant}: %n partidas jugadas, victorias: {won} ({percent}), {clean} de ellas sin deshacer ni pistas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Current streak {current}, best {best}.</source>
        <translation>Racha actual: {current}, mejor: {best}.</translation>
    </message>
    <message>
        <source>Fewest moves in a win: {moves}.</source>
        <translation>Menos movimientos en una victoria: {moves}.</translation>
    </message>
    <message>
        <source>{lost} ({abandoned} abandoned)</source>
        <translation>{lost} ({abandoned} abandonadas)</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Partidas jugadas</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Ganadas</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdidas</translation>
    </message>
    <message>
        <source>Win percentage</source>
        <translation>Porcentaje de victorias</translation>
    </message>
    <message>
        <source>Won without undo or hint</source>
        <translation>Ganadas sin deshacer ni pistas</translation>
    </message>
    <message>
        <source>Current winning streak</source>
        <translation>Racha de victorias actual</translation>
    </message>
    <message>
        <source>Best winning streak</source>
        <translation>Mejor racha de victorias</translation>
    </message>
    <message>
        <source>Current losing streak</source>
        <translation>Racha de derrotas actual</translation>
    </message>
    <message>
        <source>Fewest moves in a win</source>
        <translation>Menos movimientos en una victoria</translation>
    </message>
    <message>
        <source>Best time in a win</source>
        <translation>Mejor tiempo en una victoria</translation>
    </message>
    <message>
        <source>Best time in a win: {time}.</source>
        <translation>Mejor tiempo en una victoria: {time}.</translation>
    </message>
</context>
<context>
    <name>StatsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
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
        <translation>Cifras</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Cifra</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>Partidas recientes</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Movimientos</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tiempo</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
    <message>
        <source>&amp;Reset this variant…</source>
        <translation>&amp;Restablecer esta variante…</translation>
    </message>
    <message>
        <source>Reset the statistics of this variant</source>
        <translation>Restablecer las estadísticas de esta variante</translation>
    </message>
    <message>
        <source>Recent games (latest first, up to {count}):</source>
        <translation>Partidas recientes (la más reciente primero, hasta {count}):</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>abandonada</translation>
    </message>
    <message>
        <source>undo or hint used</source>
        <translation>deshacer o pista usados</translation>
    </message>
    <message>
        <source>deal {number}</source>
        <translation>partida {number}</translation>
    </message>
    <message>
        <source>won</source>
        <translation>ganada</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>perdida</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Restablecer estadísticas</translation>
    </message>
    <message numerus="yes">
        <source>Forget all %n game(s) of {variant}? This cannot be undone.</source>
        <translation>
            <numerusform>¿Olvidar %n partida de {variant}? No se puede deshacer.</numerusform>
            <numerusform>¿Olvidar las %n partidas de {variant}? No se puede deshacer.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StorageProblem</name>
    <message>
        <source>Your settings file changed while Calculation was running and can no longer be read or used, so the settings of this window are saved in its place. The file was kept as {name} in {folder}.</source>
        <translation>Su archivo de configuración cambió mientras Cálculo estaba abierto y ya no se puede leer ni usar, así que se guarda en su lugar la configuración de esta ventana. El archivo se conservó como {name} en {folder}.</translation>
    </message>
    <message>
        <source>Your settings file changed while Calculation was running and can no longer be read or used. The file could not be moved aside, so it is left untouched, and changed settings are not saved until Calculation is started again.</source>
        <translation>Su archivo de configuración cambió mientras Cálculo estaba abierto y ya no se puede leer ni usar. El archivo no se pudo apartar, así que se deja intacto, y la configuración cambiada no se guardará hasta que Cálculo se vuelva a iniciar.</translation>
    </message>
    <message>
        <source>Your statistics file changed while Calculation was running and can no longer be read or used, so the figures this window holds are saved in its place. The file was kept as {name} in {folder}.</source>
        <translation>Su archivo de estadísticas cambió mientras Cálculo estaba abierto y ya no se puede leer ni usar, así que se guardan en su lugar las cifras de esta ventana. El archivo se conservó como {name} en {folder}.</translation>
    </message>
    <message>
        <source>Your statistics file changed while Calculation was running and can no longer be read or used. The file could not be moved aside, so it is left untouched, and no result is saved until Calculation is started again.</source>
        <translation>Su archivo de estadísticas cambió mientras Cálculo estaba abierto y ya no se puede leer ni usar. El archivo no se pudo apartar, así que se deja intacto, y no se guardará ningún resultado hasta que Cálculo se vuelva a iniciar.</translation>
    </message>
    <message>
        <source>Your settings could not be read, so the default settings are used. The file was kept as {name} in {folder}.</source>
        <translation>No se pudo leer su configuración, así que se usa la configuración predeterminada. El archivo se conservó como {name} en {folder}.</translation>
    </message>
    <message>
        <source>Your settings could not be read, so the default settings are used. The file could not be moved aside, so it is left untouched, and changed settings are not saved until Calculation is started again.</source>
        <translation>No se pudo leer su configuración, así que se usa la configuración predeterminada. El archivo no se pudo apartar, así que se deja intacto, y los cambios de configuración no se guardarán hasta que Cálculo se vuelva a iniciar.</translation>
    </message>
    <message>
        <source>Your settings file could not be used, so the default settings are used. The file was kept as {name} in {folder}.</source>
        <translation>Su archivo de configuración no se pudo usar, así que se usa la configuración predeterminada. El archivo se conservó como {name} en {folder}.</translation>
    </message>
    <message>
        <source>Your settings file could not be used, so the default settings are used. The file could not be moved aside, so it is left untouched, and changed settings are not saved until Calculation is started again.</source>
        <translation>Su archivo de configuración no se pudo usar, así que se usa la configuración predeterminada. El archivo no se pudo apartar, así que se deja intacto, y los cambios de configuración no se guardarán hasta que Cálculo se vuelva a iniciar.</translation>
    </message>
    <message>
        <source>Your settings file holds a value this program cannot use for the setting {setting}, so that setting is back to its default and the others are kept. The file was kept as {name} in {folder}.</source>
        <translation>Su archivo de ajustes tiene para el ajuste {setting} un valor que este programa no puede usar, así que ese ajuste vuelve a su valor predeterminado y los demás se conservan. El archivo se conservó como {name} en {folder}.</translation>
    </message>
    <message>
        <source>Your settings file holds a value this program cannot use for the setting {setting}, so that setting is back to its default. The file could not be moved aside, so it is left untouched, and changed settings are not saved until Calculation is started again.</source>
        <translation>Su archivo de ajustes tiene para el ajuste {setting} un valor que este programa no puede usar, así que ese ajuste vuelve a su valor predeterminado. El archivo no se pudo apartar, así que se deja intacto, y los ajustes cambiados no se guardan hasta que Cálculo se inicie de nuevo.</translation>
    </message>
    <message>
        <source>Your settings file holds values this program cannot use for the settings {settings}, so those settings are back to their defaults and the others are kept. The file was kept as {name} in {folder}.</source>
        <translation>Su archivo de ajustes tiene para los ajustes {settings} valores que este programa no puede usar, así que esos ajustes vuelven a sus valores predeterminados y los demás se conservan. El archivo se conservó como {name} en {folder}.</translation>
    </message>
    <message>
        <source>Your settings file holds values this program cannot use for the settings {settings}, so those settings are back to their defaults. The file could not be moved aside, so it is left untouched, and changed settings are not saved until Calculation is started again.</source>
        <translation>Su archivo de ajustes tiene para los ajustes {settings} valores que este programa no puede usar, así que esos ajustes vuelven a sus valores predeterminados. El archivo no se pudo apartar, así que se deja intacto, y los ajustes cambiados no se guardan hasta que Cálculo se inicie de nuevo.</translation>
    </message>
    <message>
        <source>Your statistics could not be read, so they start again from zero. The file was kept as {name} in {folder}.</source>
        <translation>No se pudieron leer sus estadísticas, así que empiezan de nuevo desde cero. El archivo se conservó como {name} en {folder}.</translation>
    </message>
    <message>
        <source>Your statistics could not be read, so they start from zero for now. The file could not be moved aside, so it is left untouched, and no result is saved until Calculation is started again.</source>
        <translation>No se pudieron leer sus estadísticas, así que de momento empiezan desde cero. El archivo no se pudo apartar, así que se deja intacto, y no se guardará ningún resultado hasta que Cálculo se vuelva a iniciar.</translation>
    </message>
    <message>
        <source>Your statistics file could not be used, so your statistics start again from zero. The file was kept as {name} in {folder}.</source>
        <translation>Su archivo de estadísticas no se pudo usar, así que sus estadísticas empiezan de nuevo desde cero. El archivo se conservó como {name} en {folder}.</translation>
    </message>
    <message>
        <source>Your statistics file could not be used, so your statistics start from zero for now. The file could not be moved aside, so it is left untouched, and no result is saved until Calculation is started again.</source>
        <translation>Su archivo de estadísticas no se pudo usar, así que de momento sus estadísticas empiezan desde cero. El archivo no se pudo apartar, así que se deja intacto, y no se guardará ningún resultado hasta que Cálculo se vuelva a iniciar.</translation>
    </message>
    <message>
        <source>Your saved game could not be read, so a new game is dealt. The file was kept as {name} in {folder}.</source>
        <translation>No se pudo leer su partida guardada, así que se reparte una partida nueva. El archivo se conservó como {name} en {folder}.</translation>
    </message>
    <message>
        <source>Your saved game could not be read, so a new game is dealt. The file could not be moved aside, so it is left untouched, and this game is not saved for next time.</source>
        <translation>No se pudo leer su partida guardada, así que se reparte una partida nueva. El archivo no se pudo apartar, así que se deja intacto, y esta partida no se guardará para la próxima vez.</translation>
    </message>
    <message>
        <source>Your saved game file could not be used, so a new game is dealt. The file was kept as {name} in {folder}.</source>
        <translation>El archivo de su partida guardada no se pudo usar, así que se reparte una partida nueva. El archivo se conservó como {name} en {folder}.</translation>
    </message>
    <message>
        <source>Your saved game file could not be used, so a new game is dealt. The file could not be moved aside, so it is left untouched, and this game is not saved for next time.</source>
        <translation>El archivo de su partida guardada no se pudo usar, así que se reparte una partida nueva. El archivo no se pudo apartar, así que se deja intacto, y esta partida no se guardará para la próxima vez.</translation>
    </message>
    <message>
        <source>Your settings could not be saved to {path}; the settings saved before are kept.</source>
        <translation>No se pudo guardar su configuración en {path}; se conserva la configuración guardada antes.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved to {path}; the figures saved before are kept.</source>
        <translation>No se pudieron guardar sus estadísticas en {path}; se conservan las cifras guardadas antes.</translation>
    </message>
    <message>
        <source>Your game could not be saved to {path}; the game saved before is kept.</source>
        <translation>No se pudo guardar su partida en {path}; se conserva la partida guardada antes.</translation>
    </message>
    <message>
        <source>Your settings could not be saved to {path}.</source>
        <translation>No se pudo guardar su configuración en {path}.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved to {path}.</source>
        <translation>No se pudieron guardar sus estadísticas en {path}.</translation>
    </message>
    <message>
        <source>Your game could not be saved to {path}.</source>
        <translation>No se pudo guardar su partida en {path}.</translation>
    </message>
    <message>
        <source>Your settings could not be saved to {path}: something other than a file is in its place and could not be moved aside.</source>
        <translation>No se pudo guardar su configuración en {path}: en su lugar hay algo que no es un archivo y no se pudo apartar.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved to {path}: something other than a file is in its place and could not be moved aside.</source>
        <translation>No se pudieron guardar sus estadísticas en {path}: en su lugar hay algo que no es un archivo y no se pudo apartar.</translation>
    </message>
    <message>
        <source>Your game could not be saved to {path}: something other than a file is in its place and could not be moved aside.</source>
        <translation>No se pudo guardar su partida en {path}: en su lugar hay algo que no es un archivo y no se pudo apartar.</translation>
    </message>
    <message>
        <source>What was there was moved aside, and your settings are saved there anew.</source>
        <translation>Lo que había allí se apartó, y su configuración se guarda allí de nuevo.</translation>
    </message>
    <message>
        <source>What was there was moved aside, and your statistics are saved there anew.</source>
        <translation>Lo que había allí se apartó, y sus estadísticas se guardan allí de nuevo.</translation>
    </message>
    <message>
        <source>What was there was moved aside, and your game is saved there anew.</source>
        <translation>Lo que había allí se apartó, y su partida se guarda allí de nuevo.</translation>
    </message>
    <message>
        <source>{path} could not be read any more, so it was kept as {name} in {folder}, and a new file is written in its place.</source>
        <translation>El archivo {path} ya no se podía leer, así que se conservó como {name} en {folder}, y en su lugar se escribe un archivo nuevo.</translation>
    </message>
    <message>
        <source>The data folder {folder} cannot be used, so your settings, statistics and game in progress cannot be kept this time.</source>
        <translation>La carpeta de datos {folder} no se puede usar, así que esta vez no se pueden conservar su configuración, sus estadísticas ni su partida en curso.</translation>
    </message>
    <message>
        <source>The game's result is kept with your saved game and added to your statistics as soon as they can be saved, even after Calculation is started again.</source>
        <translation>El resultado de la partida se conserva con su partida guardada y se añadirá a sus estadísticas en cuanto se puedan guardar, incluso después de iniciar Cálculo de nuevo.</translation>
    </message>
    <message>
        <source>Your statistics could be saved again: every result kept meanwhile is counted now.</source>
        <translation>Sus estadísticas se pudieron guardar de nuevo: cada resultado conservado mientras tanto se cuenta ahora.</translation>
    </message>
    <message>
        <source>This program has no permission to read {path}.</source>
        <translation>Este programa no tiene permiso para leer {path}.</translation>
    </message>
    <message>
        <source>{path} cannot be opened (system error {code}).</source>
        <translation>{path} no se puede abrir (error del sistema {code}).</translation>
    </message>
    <message>
        <source>{path} is a folder, not a file.</source>
        <translation>{path} es una carpeta, no un archivo.</translation>
    </message>
    <message>
        <source>{path} is a named pipe, not a file.</source>
        <translation>{path} es una tubería con nombre, no un archivo.</translation>
    </message>
    <message>
        <source>{path} is a device or another special file, not a file.</source>
        <translation>{path} es un dispositivo u otro archivo especial, no un archivo normal.</translation>
    </message>
    <message>
        <source>{path} is far larger than it can be (over {size} MB).</source>
        <translation>El archivo {path} es mucho más grande de lo que puede ser (más de {size} MB).</translation>
    </message>
    <message>
        <source>{path} is empty.</source>
        <translation>El archivo {path} está vacío.</translation>
    </message>
    <message>
        <source>{path} holds binary data, not text.</source>
        <translation>{path} contiene datos binarios, no texto.</translation>
    </message>
    <message>
        <source>{path} is not valid JSON, perhaps cut short (line {line}, column {column}).</source>
        <translation>{path} no es JSON válido, quizá está cortado (línea {line}, columna {column}).</translation>
    </message>
    <message>
        <source>A newer version of Calculation wrote {path} (format version {found}; this one reads up to {version}).</source>
        <translation>Una versión más reciente de Cálculo escribió {path} (versión de formato {found}; esta lee hasta la versión {version}).</translation>
    </message>
    <message>
        <source>{path} has a format version this program does not know.</source>
        <translation>{path} tiene una versión de formato que este programa no conoce.</translation>
    </message>
    <message>
        <source>{path} holds something this program cannot use.</source>
        <translation>{path} contiene algo que este programa no puede usar.</translation>
    </message>
    <message>
        <source>{path} was a folder, not a file.</source>
        <translation>{path} era una carpeta, no un archivo.</translation>
    </message>
    <message>
        <source>{path} was a named pipe, not a file.</source>
        <translation>{path} era una tubería con nombre, no un archivo.</translation>
    </message>
    <message>
        <source>{path} was a device or another special file, not a file.</source>
        <translation>{path} era un dispositivo u otro archivo especial, no un archivo normal.</translation>
    </message>
    <message>
        <source>This program may not write in {folder}.</source>
        <translation>Este programa no tiene permiso para escribir en {folder}.</translation>
    </message>
    <message>
        <source>The disk is full.</source>
        <translation>El disco está lleno.</translation>
    </message>
    <message>
        <source>The system reported error {code}.</source>
        <translation>El sistema informó del error {code}.</translation>
    </message>
    <message>
        <source>Another Calculation window kept the file locked for too long; this window tries again at the next change.</source>
        <translation>Otra ventana de Cálculo mantuvo el archivo bloqueado demasiado tiempo; esta ventana lo intentará de nuevo en el próximo cambio.</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Keys {0} and Shift+{0} play to and from waste pile {0}</source>
        <translation>Las teclas {0} y Mayúsculas+{0} juegan hacia y desde la pila de descarte {0}</translation>
    </message>
    <message>
        <source>done ✓</source>
        <translation>completa ✓</translation>
    </message>
    <message>
        <source>next {0}</source>
        <translation>pide {0}</translation>
    </message>
    <message>
        <source>Foundation {0} builds {1}; every card of the suit of its Ace. Next: {2}.</source>
        <translation>La base {0} se construye así: {1}; todas sus cartas del palo de su as. Siguiente: {2}.</translation>
    </message>
    <message>
        <source>Foundation {0} builds {1}; suits do not matter. Next: {2}.</source>
        <translation>La base {0} se construye así: {1}; los palos no importan. Siguiente: {2}.</translation>
    </message>
    <message>
        <source>While the stock lasts it takes no card: the waste piles play off once it is used up.</source>
        <translation>Mientras quede mazo no admite ninguna carta: las pilas de descarte suben cuando el mazo se agota.</translation>
    </message>
    <message numerus="yes">
        <source>%n left</source>
        <translation>
            <numerusform>queda %n</numerusform>
            <numerusform>quedan %n</numerusform>
        </translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vacío</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Mazo</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) still to place, the turned card included; no redeal</source>
        <translation>
            <numerusform>Queda %n carta por colocar, contando la carta vuelta; sin volver a repartir</numerusform>
            <numerusform>Quedan %n cartas por colocar, contando la carta vuelta; sin volver a repartir</numerusform>
        </translation>
    </message>
    <message>
        <source>Every card has been placed</source>
        <translation>Todas las cartas están colocadas</translation>
    </message>
    <message>
        <source>the turned card</source>
        <translation>la carta vuelta</translation>
    </message>
    <message>
        <source>waste pile {0}</source>
        <translation>pila de descarte {0}</translation>
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
        <translation>Azul</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rojo</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Oscuro</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Mesa de juego</translation>
    </message>
    <message>
        <source>Drag the turned card or a waste pile's top card onto a pile; click a card to play it; Tab or the arrow keys move the keyboard cursor, Enter or Space picks up and drops.</source>
        <translation>Arrastre la carta vuelta o la carta superior de una pila de descarte a una pila; un clic juega una carta; Tab o las flechas mueven el cursor del teclado, Intro o Espacio toma y deja.</translation>
    </message>
</context>
<context>
    <name>Upgrade</name>
    <message>
        <source>An older version of Calculation is running with your saved game and settings in {old}, so this window uses them there too, as a second window beside it. They move to this version's folders at the first start while no older version runs.</source>
        <translation>Una versión anterior de Cálculo está abierta con su partida guardada y sus ajustes en {old}, así que esta ventana también los usa allí, como una segunda ventana a su lado. Se moverán a las carpetas de esta versión en el primer inicio en que no haya ninguna versión anterior abierta.</translation>
    </message>
    <message>
        <source>Your game in progress was saved twice: in {folder} and, by an older version of Calculation, in {old}. The older version's copy is further on, so it is your saved game now; the other copy was kept as {kept} in {folder}.</source>
        <translation>Su partida en curso estaba guardada dos veces: en {folder} y, por una versión anterior de Cálculo, en {old}. La copia de la versión anterior está más avanzada, así que ahora es su partida guardada; la otra copia se conservó como {kept} en {folder}.</translation>
    </message>
    <message>
        <source>Your game in progress was saved twice: in {folder} and, by an older version of Calculation, in {old}. This version's copy is further on, so it stays your saved game; the older version's copy was kept as {kept} in {folder}.</source>
        <translation>Su partida en curso estaba guardada dos veces: en {folder} y, por una versión anterior de Cálculo, en {old}. La copia de esta versión está más avanzada, así que sigue siendo su partida guardada; la copia de la versión anterior se conservó como {kept} en {folder}.</translation>
    </message>
    <message>
        <source>An older version of Calculation saved a game in {old} after this version last saved one in {folder}, so the older version's game is your saved game now; this version's game was kept as {kept} in {folder}.</source>
        <translation>Una versión anterior de Cálculo guardó una partida en {old} después de que esta versión guardara la última en {folder}, así que la partida de la versión anterior es ahora su partida guardada; la de esta versión se conservó como {kept} en {folder}.</translation>
    </message>
    <message>
        <source>An older version of Calculation left a game in {old}, saved before this version last saved one in {folder}, so this version's game stays your saved game; the older version's game was kept as {kept} in {folder}.</source>
        <translation>Una versión anterior de Cálculo dejó una partida en {old}, guardada antes de que esta versión guardara la última en {folder}, así que la partida de esta versión sigue siendo su partida guardada; la de la versión anterior se conservó como {kept} en {folder}.</translation>
    </message>
    <message>
        <source>An older version of Calculation saved your settings in {old} after this version last saved them in {folder}, so the older version's settings are used now; this version's settings were kept as {kept} in {folder}.</source>
        <translation>Una versión anterior de Cálculo guardó sus ajustes en {old} después de que esta versión los guardara por última vez en {folder}, así que ahora se usan los ajustes de la versión anterior; los de esta versión se conservaron como {kept} en {folder}.</translation>
    </message>
    <message>
        <source>An older version of Calculation left settings in {old}, saved before this version last saved yours in {folder}, so this version's settings stay in use; the older version's settings were kept as {kept} in {folder}.</source>
        <translation>Una versión anterior de Cálculo dejó ajustes en {old}, guardados antes de que esta versión guardara los suyos por última vez en {folder}, así que se siguen usando los ajustes de esta versión; los de la versión anterior se conservaron como {kept} en {folder}.</translation>
    </message>
</context>
<context>
    <name>Variant</name>
    <message>
        <source>three waste piles</source>
        <translation>tres pilas de descarte</translation>
    </message>
    <message>
        <source>no foundations in advance</source>
        <translation>sin bases colocadas de antemano</translation>
    </message>
    <message>
        <source>classic</source>
        <translation>clásica</translation>
    </message>
</context>
<context>
    <name>WasItWinnable</name>
    <message>
        <source>&amp;Was it winnable?</source>
        <translation>¿Era &amp;ganable?</translation>
    </message>
    <message>
        <source>The solver's verdict on the last lost or abandoned deal, with its winning line to watch</source>
        <translation>El veredicto del solucionador sobre la última partida perdida o abandonada, con su línea ganadora para verla</translation>
    </message>
    <message>
        <source>Game → Was it winnable? asks the solver about this deal.</source>
        <translation>Juego → ¿Era ganable? consulta al solucionador sobre esta partida.</translation>
    </message>
    <message>
        <source>Lose or abandon a game first.</source>
        <translation>Primero pierda o abandone una partida.</translation>
    </message>
    <message>
        <source>Solving the deal from its start…</source>
        <translation>Resolviendo la partida desde el principio…</translation>
    </message>
    <message>
        <source>It was winnable: deal {deal}</source>
        <translation>Era ganable: partida {deal}</translation>
    </message>
    <message>
        <source>It was winnable: the daily deal of {date}</source>
        <translation>Era ganable: la partida del día {date}</translation>
    </message>
    <message>
        <source>It was winnable: this deck</source>
        <translation>Era ganable: esta baraja</translation>
    </message>
    <message>
        <source>The solver tried every line of play and proved that none wins.</source>
        <translation>El solucionador probó todas las formas de jugar y demostró que ninguna gana.</translation>
    </message>
    <message>
        <source>Was it winnable?</source>
        <translation>¿Era ganable?</translation>
    </message>
    <message>
        <source>No: deal {deal} could not be won.</source>
        <translation>No: la partida {deal} no podía ganarse.</translation>
    </message>
    <message>
        <source>No: the daily deal of {date} could not be won.</source>
        <translation>No: la partida del día {date} no podía ganarse.</translation>
    </message>
    <message>
        <source>No: this deck could not be won.</source>
        <translation>No: esta baraja no podía ganarse.</translation>
    </message>
    <message>
        <source>The solver could not decide deal {deal} within {seconds:g} seconds.</source>
        <translation>El solucionador no pudo decidir la partida {deal} en {seconds:g} segundos.</translation>
    </message>
    <message>
        <source>The solver could not decide the daily deal of {date} within {seconds:g} seconds.</source>
        <translation>El solucionador no pudo decidir la partida del día {date} en {seconds:g} segundos.</translation>
    </message>
    <message>
        <source>The solver could not decide this deck within {seconds:g} seconds.</source>
        <translation>El solucionador no pudo decidir esta baraja en {seconds:g} segundos.</translation>
    </message>
</context>
<context>
    <name>WinChart</name>
    <message>
        <source>Win percentage chart</source>
        <translation>Gráfico del porcentaje de victorias</translation>
    </message>
    <message numerus="yes">
        <source>Win percentage over the last %n game(s)</source>
        <translation>
            <numerusform>Porcentaje de victorias en %n partida</numerusform>
            <numerusform>Porcentaje de victorias en las últimas %n partidas</numerusform>
        </translation>
    </message>
    <message>
        <source>No games yet</source>
        <translation>Aún no hay partidas</translation>
    </message>
    <message>
        <source>won</source>
        <translation>ganada</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>perdida</translation>
    </message>
    <message>
        <source>undo or hint used</source>
        <translation>deshacer o pista usados</translation>
    </message>
    <message numerus="yes">
        <source>Win % over the last %n game(s)</source>
        <translation>
            <numerusform>Victorias en % en %n partida</numerusform>
            <numerusform>Victorias en % en las últimas %n partidas</numerusform>
        </translation>
    </message>
    <message>
        <source>No games recorded yet</source>
        <translation>Aún no hay partidas registradas</translation>
    </message>
    <message>
        <source>older</source>
        <translation>más antiguas</translation>
    </message>
    <message>
        <source>latest</source>
        <translation>más recientes</translation>
    </message>
</context>
<context>
    <name>WinnableDeals</name>
    <message>
        <source>A new deal the solver proved winnable.</source>
        <translation>Una partida nueva que el solucionador demostró ganable.</translation>
    </message>
    <message>
        <source>Shuffling until the solver proves a deal winnable…</source>
        <translation>Barajando hasta que el solucionador demuestre una partida ganable…</translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) tried…</source>
        <translation>
            <numerusform>%n partida probada…</numerusform>
            <numerusform>%n partidas probadas…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shuffling until the solver proves a deal winnable… %n deal(s) tried so far</source>
        <translation>
            <numerusform>Barajando hasta que el solucionador demuestre que una partida es ganable… %n partida probada hasta ahora</numerusform>
            <numerusform>Barajando hasta que el solucionador demuestre que una partida es ganable… %n partidas probadas hasta ahora</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A winnable deal (found after %n deal(s)).</source>
        <translation>
            <numerusform>Una partida ganable (encontrada tras %n partida).</numerusform>
            <numerusform>Una partida ganable (encontrada tras %n partidas).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No deal was proved winnable in %n tries; this one is dealt anyway (it may not be winnable).</source>
        <translation>
            <numerusform>Ninguna partida se demostró ganable en %n intento; esta se reparte igualmente (puede que no sea ganable).</numerusform>
            <numerusform>Ninguna partida se demostró ganable en %n intentos; esta se reparte igualmente (puede que no sea ganable).</numerusform>
        </translation>
    </message>
</context>
</TS>
