<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context>
    <name>AbandonGuard</name>
    <message>
        <source>Play deal {number} instead of this game?</source>
        <translation>Jogar a partida {number} em vez desta?</translation>
    </message>
    <message>
        <source>Play the daily deal of {game} instead of this game?</source>
        <translation>Jogar a partida do dia de {game} em vez desta?</translation>
    </message>
    <message>
        <source>Switch to {game}? That deals a new game.</source>
        <translation>Mudar para {game}? Isso distribui uma nova partida.</translation>
    </message>
    <message>
        <source>Deal a new game?</source>
        <translation>Distribuir uma nova partida?</translation>
    </message>
    <message>
        <source>Abandon this game?</source>
        <translation>Abandonar esta partida?</translation>
    </message>
    <message numerus="yes">
        <source>The game in progress (%n move(s)) is not counted in your statistics: the Demo played in it.</source>
        <translation>
            <numerusform>A partida em andamento (%n jogada) não conta nas suas estatísticas: a demonstração jogou nela.</numerusform>
            <numerusform>A partida em andamento (%n jogadas) não conta nas suas estatísticas: a demonstração jogou nela.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game in progress (%n move(s)) then counts as lost.</source>
        <translation>
            <numerusform>A partida em andamento (%n jogada) contará então como perdida.</numerusform>
            <numerusform>A partida em andamento (%n jogadas) contará então como perdida.</numerusform>
        </translation>
    </message>
    <message>
        <source>Don't ask again</source>
        <translation>Não perguntar de novo</translation>
    </message>
    <message>
        <source>As&amp;k before abandoning a game in progress</source>
        <translation>Per&amp;guntar antes de abandonar uma partida em andamento</translation>
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
        <translation>Site: {link}</translation>
    </message>
    <message>
        <source>Report a bug: {link}</source>
        <translation>Relatar um erro: {link}</translation>
    </message>
    <message>
        <source>&lt;p&gt;Calculation, Sir Tommy and Strategy: patience games for people who like to think ahead.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later. Cards are drawn by the program itself.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Cálculo, Sir Tommy e Estratégia: paciências para quem gosta de pensar adiante.&lt;/p&gt;&lt;p&gt;Software livre sob a GNU General Public License, versão 3 ou posterior. As cartas são desenhadas pelo próprio programa.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Calculation</source>
        <translation>Sobre o Cálculo</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Sobre o &amp;Qt</translation>
    </message>
</context>
<context>
    <name>Accessible</name>
    <message>
        <source>Card table</source>
        <translation>Mesa de jogo</translation>
    </message>
    <message>
        <source>Tab or the arrow keys move from card to card, Enter or Space picks up and drops; R reads the whole table, Ctrl+1 to Ctrl+8 read a waste pile from the top down.</source>
        <translation>Tab ou as setas vão de carta em carta, Enter ou Espaço pega e solta; R lê a mesa toda, Ctrl+1 a Ctrl+8 leem uma pilha de descarte de cima para baixo.</translation>
    </message>
    <message>
        <source>builds by ones</source>
        <extracomment>How a foundation builds, by its rule's step (a suit-following foundation says so too).</extracomment>
        <translation>sobe de um em um</translation>
    </message>
    <message>
        <source>builds by twos</source>
        <translation>sobe de dois em dois</translation>
    </message>
    <message>
        <source>builds by threes</source>
        <translation>sobe de três em três</translation>
    </message>
    <message>
        <source>builds by fours</source>
        <translation>sobe de quatro em quatro</translation>
    </message>
    <message>
        <source>builds by ones in one suit</source>
        <translation>sobe de um em um num só naipe</translation>
    </message>
    <message>
        <source>Stock, used up</source>
        <translation>Monte, esgotado</translation>
    </message>
    <message>
        <source>Stock, empty; last card turned: {card}</source>
        <translation>Monte, vazio; última carta virada: {card}</translation>
    </message>
    <message numerus="yes">
        <source>Stock, %n left; turned card: {card}</source>
        <translation>
            <numerusform>Monte, resta %n; carta virada: {card}</numerusform>
            <numerusform>Monte, restam %n; carta virada: {card}</numerusform>
        </translation>
    </message>
    <message>
        <source>builds by {step}</source>
        <translation>sobe de {step} em {step}</translation>
    </message>
    <message>
        <source>Foundation {number}, {rule}, complete</source>
        <translation>Fundação {number}, {rule}, completa</translation>
    </message>
    <message>
        <source>Foundation {number}, {rule}, empty, wants {card} first</source>
        <translation>Fundação {number}, {rule}, vazia, quer primeiro: {card}</translation>
    </message>
    <message>
        <source>Foundation {number}, {rule}, top {top}, wants {card} next</source>
        <translation>Fundação {number}, {rule}, no topo: {top}, quer agora: {card}</translation>
    </message>
    <message>
        <source>; takes no card while the stock lasts</source>
        <translation>; não aceita cartas enquanto houver monte</translation>
    </message>
    <message>
        <source>Waste pile {number}, empty</source>
        <translation>Pilha de descarte {number}, vazia</translation>
    </message>
    <message numerus="yes">
        <source>Waste pile {number}, %n card(s), top {card}</source>
        <translation>
            <numerusform>Pilha de descarte {number}, %n carta, no topo: {card}</numerusform>
            <numerusform>Pilha de descarte {number}, %n cartas, no topo: {card}</numerusform>
        </translation>
    </message>
    <message>
        <source>Waste pile {number} is empty.</source>
        <translation>A pilha de descarte {number} está vazia.</translation>
    </message>
    <message numerus="yes">
        <source>Waste pile {number}, %n card(s) from the top: {cards}.</source>
        <translation>
            <numerusform>Pilha de descarte {number}, %n carta de cima para baixo: {cards}.</numerusform>
            <numerusform>Pilha de descarte {number}, %n cartas de cima para baixo: {cards}.</numerusform>
        </translation>
    </message>
    <message>
        <source>You won! All 52 cards are on the foundations</source>
        <translation>Você venceu! Todas as 52 cartas estão nas fundações</translation>
    </message>
    <message numerus="yes">
        <source>Blocked: the stock is used up and no waste-pile top fits a foundation; %n card(s) left</source>
        <translation>
            <numerusform>Bloqueada: o monte se esgotou e nenhuma carta do topo de uma pilha de descarte cabe numa fundação; resta %n carta</numerusform>
            <numerusform>Bloqueada: o monte se esgotou e nenhuma carta do topo de uma pilha de descarte cabe numa fundação; restam %n cartas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AdvisorActions</name>
    <message>
        <source>The advisor is thinking</source>
        <translation>O conselheiro está pensando</translation>
    </message>
    <message>
        <source>&amp;Click strength:</source>
        <translation>&amp;Força do clique:</translation>
    </message>
    <message>
        <source>The advisor's move: it plays the odds, it does not know the deal</source>
        <translation>A jogada do conselheiro: joga com as probabilidades, não conhece a partida</translation>
    </message>
    <message>
        <source>Suggest</source>
        <translation>Sugerir</translation>
    </message>
    <message>
        <source>Suggest (S): the advisor's best try. Unlike Hint, which asks the solver and knows the order of the stock, Suggest is fair: it sees only what you see and plays the odds.</source>
        <translation>Sugerir (S): a melhor tentativa do conselheiro. Ao contrário da Dica, que consulta o solucionador e conhece a ordem do monte, Sugerir joga limpo: vê só o que você vê e joga com as probabilidades.</translation>
    </message>
    <message>
        <source>Su&amp;ggest (advisor)</source>
        <translation>Su&amp;gerir (conselheiro)</translation>
    </message>
    <message>
        <source>De&amp;mo</source>
        <translation>De&amp;monstração</translation>
    </message>
    <message>
        <source>The computer plays this deal; any key or click stops it</source>
        <translation>O computador joga esta partida; qualquer tecla ou clique a interrompe</translation>
    </message>
    <message>
        <source>The advisor failed: {error}</source>
        <translation>O conselheiro falhou: {error}</translation>
    </message>
    <message>
        <source>Suggestion cancelled.</source>
        <translation>Sugestão cancelada.</translation>
    </message>
    <message>
        <source>The game is won.</source>
        <translation>A partida está ganha.</translation>
    </message>
    <message>
        <source>No move is left.</source>
        <translation>Não resta nenhuma jogada.</translation>
    </message>
    <message>
        <source>The advisor is thinking… (S again cancels)</source>
        <translation>O conselheiro está pensando… (S de novo cancela)</translation>
    </message>
    <message>
        <source>Suggestion: {move}. From what you can see the deal looks lost (under {limit} to win); Hint, which sees the order of the cards, may still find a winning line.</source>
        <translation>Sugestão: {move}. Pelo que você vê, a distribuição parece perdida (menos de {limit} de chance); Dica, que vê a ordem das cartas, ainda pode achar uma linha vencedora.</translation>
    </message>
    <message>
        <source>Suggestion: {move}: about {chance} to win from here.</source>
        <translation>Sugestão: {move}: cerca de {chance} de chance de vencer daqui.</translation>
    </message>
    <message>
        <source>The advisor is placing the card…</source>
        <translation>O conselheiro está colocando a carta…</translation>
    </message>
    <message>
        <source>The game is over: deal a new one to see a demo.</source>
        <translation>A partida acabou: distribua uma nova para ver uma demonstração.</translation>
    </message>
    <message>
        <source>Demo: the computer plays. Press any key or click to stop.</source>
        <translation>Demonstração: o computador joga. Pressione qualquer tecla ou clique para parar.</translation>
    </message>
    <message>
        <source>Demo stopped.</source>
        <translation>Demonstração interrompida.</translation>
    </message>
    <message>
        <source>Demo finished: won.</source>
        <translation>Demonstração terminada: ganha.</translation>
    </message>
    <message>
        <source>Demo finished: blocked.</source>
        <translation>Demonstração terminada: bloqueada.</translation>
    </message>
    <message>
        <source>Demo finished.</source>
        <translation>Demonstração terminada.</translation>
    </message>
</context>
<context>
    <name>Appearance</name>
    <message>
        <source>Table colour</source>
        <translation>Cor da mesa</translation>
    </message>
    <message>
        <source>Card back</source>
        <translation>Verso das cartas</translation>
    </message>
    <message>
        <source>Large p&amp;rint: big ranks and suits on the cards</source>
        <translation>Letras g&amp;randes: valores e naipes grandes nas cartas</translation>
    </message>
    <message>
        <source>Table c&amp;olour:</source>
        <translation>C&amp;or da mesa:</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>&amp;Verso das cartas:</translation>
    </message>
</context>
<context>
    <name>AutoFinish</name>
    <message>
        <source>Move cards to the foundations for me</source>
        <translation>Levar cartas às fundações</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Não</translation>
    </message>
    <message>
        <source>When safe</source>
        <translation>Quando for seguro</translation>
    </message>
    <message>
        <source>When safe, and finish a won game</source>
        <translation>Quando seguro, e terminar partida ganha</translation>
    </message>
    <message>
        <source>When safe: only plays that can never spoil a win (the solver's rule), after each of your moves. Finish: also, once the stock is used up and the solver proves the game won, the rest is played for you. Every such move can be undone.</source>
        <translation>Quando for seguro: só jogadas que nunca podem estragar uma vitória (a regra do solucionador), depois de cada jogada sua. Terminar: além disso, quando o monte se esgota e o solucionador prova que a partida está ganha, o resto é jogado para você. Cada uma dessas jogadas pode ser desfeita.</translation>
    </message>
    <message>
        <source>&amp;Move cards to the foundations for me:</source>
        <translation>&amp;Levar cartas às fundações:</translation>
    </message>
</context>
<context>
    <name>Banner</name>
    <message>
        <source>Close this message</source>
        <translation>Fechar esta mensagem</translation>
    </message>
    <message>
        <source>Close message</source>
        <translation>Fechar a mensagem</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Mensagem</translation>
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
        <translation>ás</translation>
    </message>
    <message>
        <source>Two</source>
        <translation>dois</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>três</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>quatro</translation>
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
        <translation>sete</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>oito</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>nove</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>dez</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>valete</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>dama</translation>
    </message>
    <message>
        <source>King</source>
        <translation>rei</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>espadas</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>copas</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>ouros</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>paus</translation>
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
        <translation>Treliça azul</translation>
    </message>
    <message>
        <source>Red diamonds</source>
        <translation>Losangos vermelhos</translation>
    </message>
    <message>
        <source>Green dots</source>
        <translation>Bolinhas verdes</translation>
    </message>
</context>
<context>
    <name>CardDeck</name>
    <message>
        <source>The program's own faces</source>
        <translation>As cartas do próprio programa</translation>
    </message>
    <message>
        <source>Four colours (♠ black, ♥ red, ♦ blue, ♣ green)</source>
        <translation>Quatro cores (♠ preto, ♥ vermelho, ♦ azul, ♣ verde)</translation>
    </message>
    <message>
        <source>The card deck %1 is not installed (any more): the program's own faces are shown.</source>
        <translation>O baralho %1 não está (mais) instalado: são mostradas as cartas do próprio programa.</translation>
    </message>
    <message>
        <source>The card deck %1 cannot be read: the program's own faces are shown.</source>
        <translation>O baralho %1 não pode ser lido: são mostradas as cartas do próprio programa.</translation>
    </message>
    <message>
        <source>The card deck %1 is damaged or incomplete: the program's own faces are shown.</source>
        <translation>O baralho %1 está danificado ou incompleto: são mostradas as cartas do próprio programa.</translation>
    </message>
    <message>
        <source>Card &amp;deck:</source>
        <translation>&amp;Baralho:</translation>
    </message>
    <message>
        <source>Card deck</source>
        <translation>Baralho</translation>
    </message>
    <message>
        <source>Looking for installed card decks…</source>
        <translation>Procurando baralhos instalados…</translation>
    </message>
    <message>
        <source>Preview of the card deck</source>
        <translation>Prévia do baralho</translation>
    </message>
</context>
<context>
    <name>ChartWords</name>
    <message>
        <source>won, undo or hint used</source>
        <translation>ganha, usou desfazer ou dica</translation>
    </message>
    <message>
        <source>lost, undo or hint used</source>
        <translation>perdida, usou desfazer ou dica</translation>
    </message>
    <message>
        <source>won</source>
        <translation>ganha</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>perdida</translation>
    </message>
    <message numerus="yes">
        <source>The last %n game(s): {won} won, {lost} lost, {percent} won.</source>
        <translation>
            <numerusform>Últimas partidas (%n): {won} ganhas, {lost} perdidas, {percent} ganhas.</numerusform>
            <numerusform>Últimas partidas (%n): {won} ganhas, {lost} perdidas, {percent} ganhas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Newest first: {results}.</source>
        <translation>A mais recente primeiro: {results}.</translation>
    </message>
    <message>
        <source>No review yet.</source>
        <translation>Ainda sem análise.</translation>
    </message>
    <message>
        <source>The Advisor's chance: {first} at the deal, {last} after move {moves}; highest {high} after move {at_high}, lowest {low} after move {at_low}.</source>
        <translation>A chance do conselheiro: {first} ao dar as cartas, {last} após a jogada {moves}; a maior {high} após a jogada {at_high}, a menor {low} após a jogada {at_low}.</translation>
    </message>
    <message>
        <source>Moves that lost chance: {moves}.</source>
        <translation>Jogadas que perderam chance: {moves}.</translation>
    </message>
    <message>
        <source>No line of play wins any more from move {move} on.</source>
        <translation>A partir da jogada {move}, nenhuma linha de jogo vence mais.</translation>
    </message>
</context>
<context>
    <name>ClockLabel</name>
    <message>
        <source>Game time</source>
        <translation>Tempo de jogo</translation>
    </message>
</context>
<context>
    <name>DailyDeal</name>
    <message>
        <source>&amp;Daily deal</source>
        <translation>Partida do &amp;dia</translation>
    </message>
    <message>
        <source>Today's deal, the same for everyone, proved winnable</source>
        <translation>A partida de hoje, a mesma para todos, com vitória comprovada</translation>
    </message>
    <message>
        <source>{game}: none today (no candidate deal was proved winnable)</source>
        <translation>{game}: nenhuma hoje (nenhuma partida candidata teve vitória comprovada)</translation>
    </message>
    <message>
        <source>{game} has no daily deal today.</source>
        <translation>{game} não tem partida do dia hoje.</translation>
    </message>
    <message>
        <source>Finding the daily deal of {date}…</source>
        <translation>Procurando a partida do dia {date}…</translation>
    </message>
    <message>
        <source>Daily deal</source>
        <translation>Partida do dia</translation>
    </message>
    <message>
        <source>None of the first {tries} candidate deals of {game} for {date} could be proved winnable, so there is no daily deal of it today.</source>
        <translation>Nenhuma das primeiras {tries} partidas candidatas de {game} para {date} teve vitória comprovada, então não há partida do dia hoje.</translation>
    </message>
    <message>
        <source>Daily deal of {date}: {game}.</source>
        <translation>Partida do dia {date}: {game}.</translation>
    </message>
</context>
<context>
    <name>Deal</name>
    <message>
        <source>daily deal {date}</source>
        <extracomment>How a game's deal is named in a sentence: a daily deal by its date, a numbered deal by its number, a deck given card by card as such.</extracomment>
        <translation>partida do dia {date}</translation>
    </message>
    <message>
        <source>deal {number}</source>
        <translation>partida {number}</translation>
    </message>
    <message>
        <source>hand-made deck</source>
        <translation>baralho montado à mão</translation>
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
        <translation>Número da partida (de 0 a {max}).
O mesmo número dá a mesma partida em qualquer lugar.</translation>
    </message>
    <message>
        <source>Deal number</source>
        <translation>Número da partida</translation>
    </message>
    <message>
        <source>Type a whole number from 0 to {max}.</source>
        <translation>Digite um número inteiro de 0 a {max}.</translation>
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
        <translation>Jogar o resto da partida nas fundações (quando o monte se esgota e o solucionador prova que a partida está ganha)</translation>
    </message>
    <message>
        <source>Finish</source>
        <comment>toolbar</comment>
        <translation>Terminar</translation>
    </message>
    <message numerus="yes">
        <source>Finish plays the rest once the stock is used up; %n card(s) still to come.</source>
        <translation>
            <numerusform>Terminar joga o resto quando o monte se esgota; ainda falta %n carta.</numerusform>
            <numerusform>Terminar joga o resto quando o monte se esgota; ainda faltam %n cartas.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>A partida acabou.</translation>
    </message>
    <message>
        <source>The game cannot be finished: the solver proved that no line wins from here.</source>
        <translation>A partida não pode ser terminada: o solucionador provou que nenhuma linha vence a partir daqui.</translation>
    </message>
    <message>
        <source>The solver could not decide whether this game can be finished.</source>
        <translation>O solucionador não conseguiu decidir se esta partida pode ser terminada.</translation>
    </message>
    <message>
        <source>Finishing the game: the solver proved it won.</source>
        <translation>Terminando a partida: o solucionador provou que está ganha.</translation>
    </message>
    <message>
        <source>Finishing stopped.</source>
        <translation>Término interrompido.</translation>
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
        <translation>Estratégia</translation>
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
        <translation>Mostrar o tem&amp;po da partida na barra de status</translation>
    </message>
</context>
<context>
    <name>GameLock</name>
    <message>
        <source>Calculation is already open in another window, which keeps its own game in progress, so this window's game will not be saved for next time. Its results still count in your statistics.</source>
        <translation>O Cálculo já está aberto em outra janela, que guarda a própria partida em andamento, então a partida desta janela não será salva para a próxima vez. Os resultados dela ainda contam nas suas estatísticas.</translation>
    </message>
    <message>
        <source>Resumed after an unexpected stop.</source>
        <translation>Retomado após uma parada inesperada.</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <source>Show the next move of a winning line (the solver looks for one)</source>
        <translation>Mostrar a próxima jogada de uma linha vencedora (o solucionador procura uma)</translation>
    </message>
    <message>
        <source>The game is won.</source>
        <translation>A partida está ganha.</translation>
    </message>
    <message>
        <source>Looking for a winning line…</source>
        <translation>Procurando uma linha vencedora…</translation>
    </message>
    <message>
        <source>Hint: the solver could not decide in time.</source>
        <translation>Dica: o solucionador não conseguiu decidir a tempo.</translation>
    </message>
    <message>
        <source>The solver &lt;b&gt;could not decide&lt;/b&gt; whether this position can still be won.</source>
        <translation>O solucionador &lt;b&gt;não conseguiu decidir&lt;/b&gt; se esta posição ainda pode ser ganha.</translation>
    </message>
    <message>
        <source>Hint: {move}.</source>
        <translation>Dica: {move}.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Desfazer</translation>
    </message>
    <message>
        <source>Suggest</source>
        <translation>Sugerir</translation>
    </message>
    <message>
        <source>&lt;b&gt;The deal is lost from here&lt;/b&gt;: the solver proved that no line of play wins. &lt;b&gt;Suggest&lt;/b&gt; (S) shows the best try: it does not know the stock, so it plays the odds of the cards to come.</source>
        <translation>&lt;b&gt;A partida está perdida a partir daqui&lt;/b&gt;: o solucionador provou que nenhuma linha de jogo vence. &lt;b&gt;Sugerir&lt;/b&gt; (S) mostra a melhor tentativa: não conhece o monte, então joga com as probabilidades das cartas que virão.</translation>
    </message>
    <message>
        <source>Hint: the deal is lost from here. Suggest (S) shows the best try.</source>
        <translation>Dica: a partida está perdida a partir daqui. Sugerir (S) mostra a melhor tentativa.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The deal is lost from here&lt;/b&gt;: the solver proved that no line of play wins.</source>
        <translation>&lt;b&gt;A partida está perdida a partir daqui&lt;/b&gt;: o solucionador provou que nenhuma linha de jogo vence.</translation>
    </message>
    <message>
        <source>Hint: the deal is lost from here.</source>
        <translation>Dica: a partida está perdida a partir daqui.</translation>
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
        <translation>Enter ou Espaço a solta aqui; Tab escolhe outra pilha; Esc a devolve.</translation>
    </message>
    <message>
        <source>{0}, the turned card</source>
        <translation>{0}, a carta virada</translation>
    </message>
    <message>
        <source>{0}, top of {1}</source>
        <translation>{0}, no topo de {1}</translation>
    </message>
    <message>
        <source>Goes to {0} or any waste pile.</source>
        <translation>Vai para {0} ou para qualquer pilha de descarte.</translation>
    </message>
    <message>
        <source>Goes to {0}.</source>
        <translation>Vai para {0}.</translation>
    </message>
    <message>
        <source>Goes to any waste pile.</source>
        <translation>Vai para qualquer pilha de descarte.</translation>
    </message>
    <message>
        <source>Enter or Space picks it up.</source>
        <translation>Enter ou Espaço a pega.</translation>
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
        <translation>O novo idioma vale a partir da próxima vez que o Cálculo iniciar.</translation>
    </message>
    <message>
        <source>A new choice applies the next time Calculation starts.</source>
        <translation>A nova escolha vale a partir da próxima vez que o Cálculo iniciar.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>This game has %n waste pile(s).</source>
        <translation>
            <numerusform>Este jogo tem %n pilha de descarte.</numerusform>
            <numerusform>Este jogo tem %n pilhas de descarte.</numerusform>
        </translation>
    </message>
    <message>
        <source>The stock is used up.</source>
        <translation>O monte se esgotou.</translation>
    </message>
    <message>
        <source>Waste pile {pile} is empty.</source>
        <translation>A pilha de descarte {pile} está vazia.</translation>
    </message>
    <message>
        <source>Calculation</source>
        <translation>Cálculo</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Mesa de jogo</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>Nada para desfazer.</translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <translation>Nada para refazer.</translation>
    </message>
    <message>
        <source>Not allowed: {reason}.</source>
        <translation>Não permitido: {reason}.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;You won!&lt;/b&gt; All 52 cards are on the foundations in %n move(s).</source>
        <translation>
            <numerusform>&lt;b&gt;Você ganhou!&lt;/b&gt; Todas as 52 cartas estão nas fundações em %n jogada.</numerusform>
            <numerusform>&lt;b&gt;Você ganhou!&lt;/b&gt; Todas as 52 cartas estão nas fundações em %n jogadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>New deal</source>
        <translation>Nova partida</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Blocked.&lt;/b&gt; The stock is used up and no waste-pile top fits a foundation (%n card(s) left).</source>
        <translation>
            <numerusform>&lt;b&gt;Bloqueada.&lt;/b&gt; O monte se esgotou e nenhuma carta do topo de uma pilha de descarte cabe numa fundação (resta %n carta).</numerusform>
            <numerusform>&lt;b&gt;Bloqueada.&lt;/b&gt; O monte se esgotou e nenhuma carta do topo de uma pilha de descarte cabe numa fundação (restam %n cartas).</numerusform>
        </translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Desfazer</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Reiniciar</translation>
    </message>
    <message>
        <source>Daily deal {date}</source>
        <translation>Partida do dia {date}</translation>
    </message>
    <message>
        <source>{variant} — {deal}</source>
        <translation>{variant} — {deal}</translation>
    </message>
    <message>
        <source>Hand-made deck</source>
        <translation>Baralho montado à mão</translation>
    </message>
    <message>
        <source>Autoplay is off: double-click or drag the card, or use the keys (see Help → Rules).</source>
        <translation>A jogada automática está desligada: dê um clique duplo na carta, arraste-a ou use as teclas (veja Ajuda → Regras).</translation>
    </message>
    <message>
        <source>Deal {number}</source>
        <translation>Partida {number}</translation>
    </message>
    <message>
        <source>Stock: {count}</source>
        <translation>Monte: {count}</translation>
    </message>
    <message>
        <source>Moves: {count}</source>
        <translation>Jogadas: {count}</translation>
    </message>
    <message>
        <source>&amp;New deal</source>
        <translation>&amp;Nova partida</translation>
    </message>
    <message>
        <source>Deal a new game</source>
        <translation>Distribuir uma nova partida</translation>
    </message>
    <message>
        <source>&amp;Restart deal</source>
        <translation>&amp;Reiniciar partida</translation>
    </message>
    <message>
        <source>Start this deal again from the beginning</source>
        <translation>Começar esta partida de novo desde o início</translation>
    </message>
    <message>
        <source>Deal by n&amp;umber…</source>
        <translation>Partida por n&amp;úmero…</translation>
    </message>
    <message>
        <source>Play a deal given by its number</source>
        <translation>Jogar uma partida dada pelo seu número</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>Es&amp;tatísticas…</translation>
    </message>
    <message>
        <source>Games played, won and lost</source>
        <translation>Partidas jogadas, ganhas e perdidas</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Sa&amp;ir</translation>
    </message>
    <message>
        <source>Quit Calculation</source>
        <translation>Sair do Cálculo</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Desfazer</translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <translation>Desfazer a última jogada</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Refazer</translation>
    </message>
    <message>
        <source>Play the undone move again</source>
        <translation>Jogar de novo a jogada desfeita</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>D&amp;ica</translation>
    </message>
    <message>
        <source>Show a good move</source>
        <translation>Mostrar uma boa jogada</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Configurações…</translation>
    </message>
    <message>
        <source>Game, waste piles, autoplay, animation, language</source>
        <translation>Jogo, pilhas de descarte, jogada automática, animação, idioma</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regras</translation>
    </message>
    <message>
        <source>The rules of the current game</source>
        <translation>As regras do jogo atual</translation>
    </message>
    <message>
        <source>&amp;About Calculation</source>
        <translation>&amp;Sobre o Cálculo</translation>
    </message>
    <message>
        <source>Version and licence</source>
        <translation>Versão e licença</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>Tela c&amp;heia</translation>
    </message>
    <message>
        <source>Show the table on the whole screen, or in a window again</source>
        <translation>Mostrar a mesa na tela inteira, ou de novo numa janela</translation>
    </message>
    <message>
        <source>New deal</source>
        <comment>toolbar</comment>
        <translation>Nova</translation>
    </message>
    <message>
        <source>Restart deal</source>
        <comment>toolbar</comment>
        <translation>Reiniciar</translation>
    </message>
    <message>
        <source>Settings</source>
        <comment>toolbar</comment>
        <translation>Opções</translation>
    </message>
    <message>
        <source>Undo</source>
        <comment>toolbar</comment>
        <translation>Desfazer</translation>
    </message>
    <message>
        <source>Redo</source>
        <comment>toolbar</comment>
        <translation>Refazer</translation>
    </message>
    <message>
        <source>Hint</source>
        <comment>toolbar</comment>
        <translation>Dica</translation>
    </message>
    <message>
        <source>Turned card to waste pile &amp;{pile}</source>
        <translation>Carta virada na pilha de descarte &amp;{pile}</translation>
    </message>
    <message>
        <source>Turned card to a &amp;foundation</source>
        <translation>Carta virada para uma &amp;fundação</translation>
    </message>
    <message>
        <source>Waste pile {pile} to a foundation</source>
        <translation>Pilha de descarte {pile} para uma fundação</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Jogo</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>Jo&amp;gadas</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aj&amp;uda</translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <translation>Barra de ferramentas principal</translation>
    </message>
    <message>
        <source>C&amp;hoose game</source>
        <translation>Escol&amp;her jogo</translation>
    </message>
    <message>
        <source>Play another game or another form of it: a new deal of it</source>
        <translation>Jogar outro jogo ou outra forma dele: uma nova partida</translation>
    </message>
    <message>
        <source>Game</source>
        <comment>toolbar</comment>
        <translation>Jogo</translation>
    </message>
</context>
<context>
    <name>MenuEntry</name>
    <message>
        <source>Patience Game</source>
        <translation>Jogo de paciência</translation>
    </message>
    <message>
        <source>Play Calculation, Sir Tommy and Strategy: patience games for people who like to think ahead</source>
        <translation>Jogue Cálculo, Sir Tommy e Estratégia: paciências para quem gosta de pensar adiante</translation>
    </message>
    <message>
        <source>patience;solitaire;cards;calculation;broken intervals;sir tommy;strategy;</source>
        <translation>paciência;solitário;cartas;cálculo;sir tommy;estratégia;</translation>
    </message>
    <message>
        <source>Patience games for people who like to think ahead</source>
        <translation>Paciências para quem gosta de pensar adiante</translation>
    </message>
</context>
<context>
    <name>Move</name>
    <message>
        <source>{card} to foundation {number}</source>
        <translation>{card} para a fundação {number}</translation>
    </message>
    <message>
        <source>{card} to waste pile {number}</source>
        <translation>{card} para a pilha de descarte {number}</translation>
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
        <translation>A demonstração jogou nesta partida: partidas de demonstração não contam nas estatísticas.</translation>
    </message>
    <message>
        <source>This game was counted as lost already: another Calculation window left it unfinished, so this win does not count.</source>
        <translation>Esta partida já foi contada como perdida: outra janela do Cálculo a deixou inacabada, então esta vitória não conta.</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>No foundation wants the {card} now.</source>
        <translation>Nenhuma fundação aceita esta carta agora: {card}.</translation>
    </message>
    <message>
        <source>The foundations wait for the stock: while it lasts, only an Ace from the stock may go up.</source>
        <translation>As fundações esperam o monte acabar: enquanto ele durar, só um ás do monte pode subir.</translation>
    </message>
    <message>
        <source>There is no card to move there.</source>
        <translation>Não há carta para mover dali.</translation>
    </message>
    <message>
        <source>A card never moves from one waste pile to another: a waste pile's top card goes only to a foundation.</source>
        <translation>Uma carta nunca passa de uma pilha de descarte para outra: a carta do topo de uma pilha de descarte só vai para uma fundação.</translation>
    </message>
    <message>
        <source>The {card} cannot go there.</source>
        <translation>Esta carta não pode ir para lá: {card}.</translation>
    </message>
    <message>
        <source>Nothing goes back to the stock.</source>
        <translation>Nada volta para o monte.</translation>
    </message>
    <message>
        <source>Foundation {k} is complete; foundation {other} takes the {card}.</source>
        <translation>A fundação {k} está completa; a fundação {other} aceita esta carta: {card}.</translation>
    </message>
    <message>
        <source>Foundation {k} follows its own suit; foundation {other} takes the {card}.</source>
        <translation>A fundação {k} segue o próprio naipe; a fundação {other} aceita esta carta: {card}.</translation>
    </message>
    <message>
        <source>Foundation {k} wants {rank} next, not the {card}; foundation {other} takes it.</source>
        <translation>A fundação {k} quer agora {rank}, não esta carta: {card}; a fundação {other} a aceita.</translation>
    </message>
    <message>
        <source>Cards on a foundation stay there: the {card} cannot move.</source>
        <translation>As cartas numa fundação ficam lá: esta carta não pode se mover ({card}).</translation>
    </message>
    <message>
        <source>The stock is turned one card at a time: play the turned card first.</source>
        <translation>O monte é virado uma carta por vez: jogue primeiro a carta virada.</translation>
    </message>
    <message>
        <source>Only the top card of a waste pile moves: the {card} is covered.</source>
        <translation>Só a carta do topo de uma pilha de descarte se move: esta carta está coberta ({card}).</translation>
    </message>
    <message>
        <source>The game is over: nothing moves any more.</source>
        <translation>A partida acabou: nada se move mais.</translation>
    </message>
    <message>
        <source>an Ace</source>
        <translation>um ás</translation>
    </message>
    <message>
        <source>a Two</source>
        <translation>um dois</translation>
    </message>
    <message>
        <source>a Three</source>
        <translation>um três</translation>
    </message>
    <message>
        <source>a Four</source>
        <translation>um quatro</translation>
    </message>
    <message>
        <source>a Five</source>
        <translation>um cinco</translation>
    </message>
    <message>
        <source>a Six</source>
        <translation>um seis</translation>
    </message>
    <message>
        <source>a Seven</source>
        <translation>um sete</translation>
    </message>
    <message>
        <source>an Eight</source>
        <translation>um oito</translation>
    </message>
    <message>
        <source>a Nine</source>
        <translation>um nove</translation>
    </message>
    <message>
        <source>a Ten</source>
        <translation>um dez</translation>
    </message>
    <message>
        <source>a Jack</source>
        <translation>um valete</translation>
    </message>
    <message>
        <source>a Queen</source>
        <translation>uma dama</translation>
    </message>
    <message>
        <source>a King</source>
        <translation>um rei</translation>
    </message>
    <message>
        <source>cards never leave a foundation</source>
        <translation>as cartas nunca saem de uma fundação</translation>
    </message>
    <message>
        <source>the stock is empty</source>
        <translation>o monte está vazio</translation>
    </message>
    <message>
        <source>there is no waste pile {number} (this game has {count})</source>
        <translation>não há pilha de descarte {number} (este jogo tem {count})</translation>
    </message>
    <message>
        <source>waste pile {number} is empty</source>
        <translation>a pilha de descarte {number} está vazia</translation>
    </message>
    <message>
        <source>unknown source pile</source>
        <translation>pilha de origem desconhecida</translation>
    </message>
    <message>
        <source>nothing goes back to the stock</source>
        <translation>nada volta para o monte</translation>
    </message>
    <message>
        <source>a card never moves from one waste pile to another</source>
        <translation>uma carta nunca passa de uma pilha de descarte para outra</translation>
    </message>
    <message>
        <source>there is no foundation {number}</source>
        <translation>não há fundação {number}</translation>
    </message>
    <message>
        <source>foundation {number} is complete</source>
        <translation>a fundação {number} está completa</translation>
    </message>
    <message>
        <source>no waste card goes to a foundation while the stock lasts</source>
        <translation>nenhuma carta das pilhas de descarte vai para uma fundação enquanto durar o monte</translation>
    </message>
    <message>
        <source>foundation {number} takes no card after its first while the stock lasts</source>
        <translation>a fundação {number} não aceita outra carta depois da primeira enquanto durar o monte</translation>
    </message>
    <message>
        <source>foundation {number} is empty and starts with {rank}, not {card}</source>
        <translation>a fundação {number} está vazia e começa com {rank}, não com: {card}</translation>
    </message>
    <message>
        <source>foundation {number} follows {suit}: it wants {rank} of that suit, not {card}</source>
        <translation>a fundação {number} segue o naipe de {suit}: quer {rank} desse naipe, não: {card}</translation>
    </message>
    <message>
        <source>foundation {number} wants {rank}, not {card}</source>
        <translation>a fundação {number} quer {rank}, não: {card}</translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message numerus="yes">
        <source>The winning line: %n move(s). Press Play, or Next to step through it.</source>
        <translation>
            <numerusform>A linha vencedora: %n jogada. Pressione Reproduzir, ou Próxima para segui-la passo a passo.</numerusform>
            <numerusform>A linha vencedora: %n jogadas. Pressione Reproduzir, ou Próxima para segui-la passo a passo.</numerusform>
        </translation>
    </message>
    <message>
        <source>Replay table</source>
        <translation>Mesa da reprodução</translation>
    </message>
    <message>
        <source>Replay move</source>
        <translation>Jogada reproduzida</translation>
    </message>
    <message>
        <source>Violet ring: the card just played. Yellow: the next move, which Next plays.</source>
        <translation>Anel violeta: a carta que acabou de ser jogada. Amarelo: a próxima jogada, que Próxima joga.</translation>
    </message>
    <message>
        <source>◀ &amp;Back</source>
        <translation>◀ &amp;Voltar</translation>
    </message>
    <message>
        <source>&amp;Next ▶</source>
        <translation>&amp;Próxima ▶</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Reproduzir</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fechar</translation>
    </message>
    <message>
        <source>{intro} Next (highlighted): {move}.</source>
        <translation>{intro} Próxima (destacada): {move}.</translation>
    </message>
    <message>
        <source>Move {index} of {count}: {move}. Next (highlighted): {next}.</source>
        <translation>Jogada {index} de {count}: {move}. Próxima (destacada): {next}.</translation>
    </message>
    <message>
        <source>Move {index} of {count}: {move} — all 52 cards are on the foundations.</source>
        <translation>Jogada {index} de {count}: {move} — todas as 52 cartas estão nas fundações.</translation>
    </message>
    <message>
        <source>Move {index} of {count}: {move}</source>
        <translation>Jogada {index} de {count}: {move}</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pausar</translation>
    </message>
</context>
<context>
    <name>ReviewActions</name>
    <message>
        <source>Re&amp;view game…</source>
        <translation>&amp;Analisar a partida…</translation>
    </message>
    <message>
        <source>The Advisor's winning chance after every move, the moves that lowered it and the solver's verdict</source>
        <translation>A chance de vitória do conselheiro após cada jogada, as jogadas que a baixaram e o veredito do solucionador</translation>
    </message>
    <message>
        <source>Review a re&amp;cent game</source>
        <translation>Analisar uma partida re&amp;cente</translation>
    </message>
    <message>
        <source>Make a move first: there is nothing to review yet.</source>
        <translation>Faça uma jogada primeiro: ainda não há nada para analisar.</translation>
    </message>
    <message>
        <source>won after move {moves}</source>
        <translation>ganha após a jogada {moves}</translation>
    </message>
    <message>
        <source>abandoned after move {moves}</source>
        <translation>abandonada após a jogada {moves}</translation>
    </message>
    <message>
        <source>lost after move {moves}</source>
        <translation>perdida após a jogada {moves}</translation>
    </message>
    <message>
        <source>{variant}, {deal}: {outcome}, {date}</source>
        <translation>{variant}, {deal}: {outcome}, {date}</translation>
    </message>
    <message>
        <source>Review: {variant}, {deal}</source>
        <translation>Análise: {variant}, {deal}</translation>
    </message>
    <message>
        <source>No recorded game yet</source>
        <translation>Nenhuma partida registrada ainda</translation>
    </message>
    <message>
        <source>Review cancelled.</source>
        <translation>Análise cancelada.</translation>
    </message>
    <message>
        <source>The review failed: {reason}</source>
        <translation>A análise falhou: {reason}</translation>
    </message>
</context>
<context>
    <name>ReviewChart</name>
    <message>
        <source>the Advisor's chance</source>
        <translation>a chance do conselheiro</translation>
    </message>
    <message>
        <source>the position on the board</source>
        <translation>a posição na mesa</translation>
    </message>
    <message>
        <source>a move that lost chance</source>
        <translation>uma jogada que perdeu chance</translation>
    </message>
    <message>
        <source>shaded: no line of play wins any more</source>
        <translation>sombreado: nenhuma linha de jogo vence mais</translation>
    </message>
    <message>
        <source>Winning chance chart</source>
        <translation>Gráfico da chance de vitória</translation>
    </message>
    <message>
        <source>The Advisor's winning chance after each move; click to see that position</source>
        <translation>A chance de vitória do conselheiro após cada jogada; clique para ver essa posição</translation>
    </message>
    <message>
        <source>The Advisor's winning chance after each move</source>
        <translation>A chance de vitória do conselheiro após cada jogada</translation>
    </message>
    <message>
        <source>start</source>
        <translation>início</translation>
    </message>
    <message>
        <source>move {number}</source>
        <translation>jogada {number}</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <source>You won this deal.</source>
        <translation>Você ganhou esta partida.</translation>
    </message>
    <message>
        <source>Move {number}: {played} kept {kept}; {better} would have kept {better_kept}.</source>
        <translation>Jogada {number}: {played} manteve {kept}; {better} teria mantido {better_kept}.</translation>
    </message>
    <message>
        <source>With the cards' order known, no line of play wins this deal (the solver proved it).</source>
        <translation>Com a ordem das cartas conhecida, nenhuma linha de jogo vence esta distribuição (o solucionador provou).</translation>
    </message>
    <message>
        <source>This deal is still winnable: after move {last} a winning line remains.</source>
        <translation>Esta partida ainda pode ser ganha: depois da jogada {last} resta uma linha vencedora.</translation>
    </message>
    <message>
        <source>This deal was winnable at least until move {last}; the solver could not decide the positions after it in time.</source>
        <translation>Esta partida podia ser ganha pelo menos até a jogada {last}; o solucionador não conseguiu decidir a tempo as posições seguintes.</translation>
    </message>
    <message>
        <source>The solver proved the position after move {lost} lost, but could not decide the earlier ones in time.</source>
        <translation>O solucionador provou que a posição depois da jogada {lost} estava perdida, mas não conseguiu decidir a tempo as anteriores.</translation>
    </message>
    <message>
        <source>The solver could not decide in time whether this deal was winnable.</source>
        <translation>O solucionador não conseguiu decidir a tempo se esta partida podia ser ganha.</translation>
    </message>
    <message>
        <source>{kept} is the chance as the move was made; then the next card turned up, making it {chance}.</source>
        <translation>{kept} é a chance no momento da jogada; depois a carta seguinte foi virada e ela passou a {chance}.</translation>
    </message>
    <message>
        <source>With the cards' order known, the deal could still be won before move {lost}; after it no line of play wins.</source>
        <translation>Com a ordem das cartas conhecida, a distribuição ainda podia ser vencida antes da jogada {lost}; depois dela nenhuma linha de jogo vence.</translation>
    </message>
    <message>
        <source>From what you could see, no move of yours lost more chance than the estimate's noise.</source>
        <translation>Pelo que você podia ver, nenhuma jogada sua perdeu mais chance que o ruído da estimativa.</translation>
    </message>
    <message>
        <source>From what you could see, moves that lost more chance than the estimate's noise: {count}; the most, move {number}: {kept} instead of {better_kept}.</source>
        <translation>Pelo que você podia ver, jogadas que perderam mais chance que o ruído da estimativa: {count}; a que mais perdeu, a jogada {number}: {kept} em vez de {better_kept}.</translation>
    </message>
    <message>
        <source>Riskier than needed: you won, but each of these moves lowered the Advisor's chance by more than the noise (click one to see it):</source>
        <translation>Mais arriscado que o necessário: você venceu, mas cada uma destas jogadas baixou a chance do conselheiro mais que o ruído (clique em uma para vê-la):</translation>
    </message>
    <message>
        <source>Biggest mistakes: the moves that lowered the Advisor's chance the most (click one to see it):</source>
        <translation>Maiores erros: as jogadas que mais baixaram a chance do conselheiro (clique em uma para vê-la):</translation>
    </message>
    <message>
        <source>The deal as dealt: the Advisor's chance {chance}.</source>
        <translation>A distribuição como dada: chance do conselheiro {chance}.</translation>
    </message>
    <message>
        <source>After move {index}: the Advisor's chance {chance}.</source>
        <translation>Após a jogada {index}: chance do conselheiro {chance}.</translation>
    </message>
    <message>
        <source>With the cards' order known, this move lost the deal: no line of play wins from here.</source>
        <translation>Com a ordem das cartas conhecida, esta jogada perdeu a distribuição: nenhuma linha de jogo vence daqui.</translation>
    </message>
    <message>
        <source>With the cards' order known, no line of play wins from here.</source>
        <translation>Com a ordem das cartas conhecida, nenhuma linha de jogo vence daqui.</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Veredito</translation>
    </message>
    <message>
        <source>Review progress</source>
        <translation>Progresso da análise</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Chart legend</source>
        <translation>Legenda do gráfico</translation>
    </message>
    <message>
        <source>Moves that lost chance</source>
        <translation>Jogadas que perderam chance</translation>
    </message>
    <message>
        <source>The deal as dealt. Click the chart or a move in the list, or press Next.</source>
        <translation>A partida como foi distribuída. Clique no gráfico ou numa jogada da lista, ou pressione Próxima.</translation>
    </message>
    <message>
        <source>Reviewing the game: the Advisor's chance after every move, then the solver's verdict.</source>
        <translation>Analisando a partida: a chance do conselheiro após cada jogada, depois o veredito do solucionador.</translation>
    </message>
    <message>
        <source>Chance: how often the Advisor (Suggest) wins from a position. Like you, it does not know the order of the cards still in the stock; its trials of random orders are calibrated against its own games, so the chance reads as odds. Hint's solver, which knows the order, answers another question: whether a winning line exists.</source>
        <translation>Chance: com que frequência o conselheiro (Sugerir) vence a partir de uma posição. Como você, ele não conhece a ordem das cartas que restam no monte; suas tentativas com ordens aleatórias são calibradas pelas próprias partidas, então a chance se lê como as suas chances. O solucionador da Dica, que conhece a ordem, responde a outra pergunta: se existe uma linha vencedora.</translation>
    </message>
    <message>
        <source>The position shown</source>
        <translation>A posição mostrada</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fechar</translation>
    </message>
    <message>
        <source>Reviewing… %p%</source>
        <translation>Analisando… %p%</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>by ones</source>
        <translation>de um em um</translation>
    </message>
    <message>
        <source>by twos</source>
        <translation>de dois em dois</translation>
    </message>
    <message>
        <source>by threes</source>
        <translation>de três em três</translation>
    </message>
    <message>
        <source>by fours</source>
        <translation>de quatro em quatro</translation>
    </message>
    <message>
        <source>{step}, first card {rank}, placed before play</source>
        <translation>{step}, primeira carta: {rank}, colocada antes de jogar</translation>
    </message>
    <message>
        <source>{step}, first card {rank}, when one turns up</source>
        <translation>{step}, primeira carta: {rank}, quando aparecer</translation>
    </message>
    <message>
        <source>{step}, first card {rank}, then its suit only</source>
        <translation>{step}, primeira carta: {rank}, depois só o naipe dela</translation>
    </message>
    <message>
        <source>{step}, first card {rank}, placed before play, then its suit only</source>
        <translation>{step}, primeira carta: {rank}, colocada antes de jogar, depois só o naipe dela</translation>
    </message>
    <message>
        <source>by steps of {step}</source>
        <translation>de {step} em {step}</translation>
    </message>
    <message>
        <source>Foundation</source>
        <translation>Fundação</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Passo</translation>
    </message>
    <message>
        <source>Four foundations build at once: the first by ones, the second by twos, the third by threes and the fourth by fours, counting past the King back to the Ace (13 wraps round to 1). Suits never matter. Before play, the first Ace, Two, Three and Four of the deck are laid out as the foundations' bases.</source>
        <translation>Quatro fundações são montadas ao mesmo tempo: a primeira de um em um, a segunda de dois em dois, a terceira de três em três e a quarta de quatro em quatro, contando depois do rei de volta ao ás (depois do 13 vem o 1). Os naipes nunca importam. Antes de jogar, o primeiro ás, dois, três e quatro do baralho são colocados como bases das fundações.</translation>
    </message>
    <message>
        <source>Four foundations build at once: the first by ones, the second by twos, the third by threes and the fourth by fours, counting past the King back to the Ace (13 wraps round to 1). Suits never matter. All four foundations start &lt;b&gt;empty&lt;/b&gt;: foundation 1 can only be started with an Ace, foundation 2 with a Two, foundation 3 with a Three and foundation 4 with a Four, when one turns up.</source>
        <translation>Quatro fundações são montadas ao mesmo tempo: a primeira de um em um, a segunda de dois em dois, a terceira de três em três e a quarta de quatro em quatro, contando depois do rei de volta ao ás (depois do 13 vem o 1). Os naipes nunca importam. As quatro fundações começam &lt;b&gt;vazias&lt;/b&gt;: a fundação 1 só pode ser começada com um ás, a fundação 2 com um dois, a fundação 3 com um três e a fundação 4 com um quatro, quando aparecer um.</translation>
    </message>
    <message>
        <source>Four foundations build up by ones from Ace to King. Suits never matter. Each foundation starts empty; any Ace may start any empty foundation.</source>
        <translation>Quatro fundações são montadas de um em um, do ás ao rei. Os naipes nunca importam. Cada fundação começa vazia; qualquer ás pode começar qualquer fundação vazia.</translation>
    </message>
    <message>
        <source>Four foundations build up by ones from Ace to King, each in &lt;b&gt;one suit&lt;/b&gt;: the suit of the Ace that started it. Each foundation starts empty; any Ace may start any empty foundation.</source>
        <translation>Quatro fundações são montadas de um em um, do ás ao rei, cada uma em &lt;b&gt;um só naipe&lt;/b&gt;: o naipe do ás que a começou. Cada fundação começa vazia; qualquer ás pode começar qualquer fundação vazia.</translation>
    </message>
    <message>
        <source>The game as the classic books give it. Four foundations build up by ones from Ace to King, each in &lt;b&gt;one suit&lt;/b&gt;: the suit of the Ace that started it, and there are &lt;b&gt;eight&lt;/b&gt; waste piles. &lt;b&gt;While the stock lasts&lt;/b&gt;, only an Ace may go up (any Ace starts any empty foundation); every other card goes onto a waste pile, and no waste-pile card may move. Once the stock is used up, the waste-pile tops build on the foundations.</source>
        <translation>O jogo como os livros clássicos o apresentam. Quatro fundações são montadas de um em um, do ás ao rei, cada uma em &lt;b&gt;um só naipe&lt;/b&gt;: o naipe do ás que a começou, e há &lt;b&gt;oito&lt;/b&gt; pilhas de descarte. &lt;b&gt;Enquanto durar o monte&lt;/b&gt;, só um ás pode subir (qualquer ás começa qualquer fundação vazia); qualquer outra carta vai para uma pilha de descarte, e nenhuma carta das pilhas de descarte pode se mover. Quando o monte se esgota, as cartas do topo das pilhas de descarte sobem para as fundações.</translation>
    </message>
    <message>
        <source>&lt;p&gt;Every foundation takes exactly 13 cards and ends on a King.&lt;/p&gt;&lt;h3&gt;Play&lt;/h3&gt;&lt;p&gt;The stock is turned one card at a time, in a single pass (no redeal). The turned card must be placed before the next one is turned: on a foundation that wants it, or on any of the &lt;b&gt;{piles}&lt;/b&gt; waste piles, whatever its rank. The top card of a waste pile may go to a foundation that wants it at any time. Nothing else moves: never from one waste pile to another, never off a foundation.&lt;/p&gt;&lt;p&gt;The skill is in the waste piles: they are stacks you can only take from the top, so put cards that will be wanted late under cards that will be wanted soon.&lt;/p&gt;&lt;h3&gt;End&lt;/h3&gt;&lt;p&gt;You win when all 52 cards are on the foundations. The game is lost (blocked) when the stock is used up and no waste-pile top fits any foundation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Cada fundação recebe exatamente 13 cartas e termina num rei.&lt;/p&gt;&lt;h3&gt;Jogo&lt;/h3&gt;&lt;p&gt;O monte é virado uma carta por vez, numa única passada (sem redistribuir). A carta virada tem de ser colocada antes de virar a próxima: numa fundação que a aceite, ou em qualquer uma das &lt;b&gt;{piles}&lt;/b&gt; pilhas de descarte, seja qual for o valor dela. A carta do topo de uma pilha de descarte pode ir a qualquer momento para uma fundação que a aceite. Nada mais se move: nunca de uma pilha de descarte para outra, nunca para fora de uma fundação.&lt;/p&gt;&lt;p&gt;A habilidade está nas pilhas de descarte: só se pode tirar delas a carta do topo, então coloque as cartas que serão necessárias tarde embaixo das que serão necessárias logo.&lt;/p&gt;&lt;h3&gt;Fim&lt;/h3&gt;&lt;p&gt;Você ganha quando todas as 52 cartas estão nas fundações. A partida está perdida (bloqueada) quando o monte se esgota e nenhuma carta do topo de uma pilha de descarte cabe em alguma fundação.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Every foundation takes exactly 13 cards and ends on a King.&lt;/p&gt;&lt;h3&gt;Play&lt;/h3&gt;&lt;p&gt;The stock is turned one card at a time, in a single pass (no redeal). The turned card must be placed before the next one is turned: an Ace on an empty foundation, any other card on any of the &lt;b&gt;{piles}&lt;/b&gt; waste piles, whatever its rank. While the stock lasts, no waste-pile card moves. Once the stock is used up, the top card of a waste pile may go to a foundation that wants it. Nothing else moves: never from one waste pile to another, never off a foundation.&lt;/p&gt;&lt;p&gt;The skill is in the waste piles: they are stacks you can only take from the top, so put cards that will be wanted late under cards that will be wanted soon.&lt;/p&gt;&lt;h3&gt;End&lt;/h3&gt;&lt;p&gt;You win when all 52 cards are on the foundations. The game is lost (blocked) when the stock is used up and no waste-pile top fits any foundation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Cada fundação recebe exatamente 13 cartas e termina num rei.&lt;/p&gt;&lt;h3&gt;Jogo&lt;/h3&gt;&lt;p&gt;O monte é virado uma carta por vez, numa única passada (sem redistribuir). A carta virada tem de ser colocada antes de virar a próxima: um ás numa fundação vazia, qualquer outra carta em qualquer uma das &lt;b&gt;{piles}&lt;/b&gt; pilhas de descarte, seja qual for o valor dela. Enquanto durar o monte, nenhuma carta das pilhas de descarte se move. Esgotado o monte, a carta do topo de uma pilha de descarte pode ir para uma fundação que a aceite. Nada mais se move: nunca de uma pilha de descarte para outra, nunca para fora de uma fundação.&lt;/p&gt;&lt;p&gt;A habilidade está nas pilhas de descarte: só se pode tirar delas a carta do topo, então coloque as cartas que serão necessárias tarde embaixo das que serão necessárias logo.&lt;/p&gt;&lt;h3&gt;Fim&lt;/h3&gt;&lt;p&gt;Você ganha quando todas as 52 cartas estão nas fundações. A partida está perdida (bloqueada) quando o monte se esgota e nenhuma carta do topo de uma pilha de descarte cabe em alguma fundação.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;How to play here&lt;/h3&gt;&lt;p&gt;Drag the turned card or a waste-pile top to a pile. With &lt;i&gt;Autoplay&lt;/i&gt; on, a click plays a card: a waste-pile top goes to a foundation that wants it; the turned card goes to a foundation that wants it or else to the waste pile the rating judges best. Keys: &lt;b&gt;1&lt;/b&gt;&amp;ndash;&lt;b&gt;{piles}&lt;/b&gt; put the turned card on that waste pile, &lt;b&gt;F&lt;/b&gt; plays it to a foundation, &lt;b&gt;Shift+1&lt;/b&gt;&amp;ndash;&lt;b&gt;{piles}&lt;/b&gt; play that waste pile's top to a foundation; &lt;b&gt;Ctrl+Z&lt;/b&gt; undo, &lt;b&gt;Ctrl+Shift+Z&lt;/b&gt; redo, &lt;b&gt;H&lt;/b&gt; hint.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Como jogar aqui&lt;/h3&gt;&lt;p&gt;Arraste a carta virada ou a carta do topo de uma pilha de descarte até uma pilha. Com a &lt;i&gt;jogada automática&lt;/i&gt; ligada, um clique joga uma carta: a carta do topo de uma pilha de descarte vai para uma fundação que a aceite; a carta virada vai para uma fundação que a aceite ou, senão, para a pilha de descarte que a avaliação julga melhor. Teclas: &lt;b&gt;1&lt;/b&gt;&amp;ndash;&lt;b&gt;{piles}&lt;/b&gt; colocam a carta virada naquela pilha de descarte, &lt;b&gt;F&lt;/b&gt; a joga numa fundação, &lt;b&gt;Shift+1&lt;/b&gt;&amp;ndash;&lt;b&gt;{piles}&lt;/b&gt; jogam a carta do topo daquela pilha de descarte numa fundação; &lt;b&gt;Ctrl+Z&lt;/b&gt; desfaz, &lt;b&gt;Ctrl+Shift+Z&lt;/b&gt; refaz, &lt;b&gt;H&lt;/b&gt; dica.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;With a screen reader: &lt;b&gt;Tab&lt;/b&gt; and the arrow keys move from card to card and pile to pile, &lt;b&gt;Enter&lt;/b&gt; picks up and drops; &lt;b&gt;R&lt;/b&gt; reads the whole table, &lt;b&gt;Ctrl+1&lt;/b&gt;&amp;ndash;&lt;b&gt;Ctrl+{piles}&lt;/b&gt; read that waste pile from the top down. Moves, refusals, hints and the end of the game are said aloud.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Com um leitor de tela: &lt;b&gt;Tab&lt;/b&gt; e as setas vão de carta em carta e de pilha em pilha, &lt;b&gt;Enter&lt;/b&gt; pega e solta; &lt;b&gt;R&lt;/b&gt; lê a mesa toda, &lt;b&gt;Ctrl+1&lt;/b&gt;&amp;ndash;&lt;b&gt;Ctrl+{piles}&lt;/b&gt; leem essa pilha de descarte de cima para baixo. Jogadas, recusas, dicas e o fim da partida são ditos em voz alta.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The four sequences</source>
        <translation>As quatro sequências</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules: {variant}</source>
        <translation>Regras: {variant}</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regras</translation>
    </message>
</context>
<context>
    <name>ScreenReader</name>
    <message>
        <source>Read the table aloud</source>
        <translation>Ler a mesa em voz alta</translation>
    </message>
    <message>
        <source>A screen reader reads the turned card, every foundation and every waste pile</source>
        <translation>Um leitor de tela lê a carta virada, cada fundação e cada pilha de descarte</translation>
    </message>
    <message>
        <source>Read a waste pile aloud</source>
        <translation>Ler uma pilha de descarte em voz alta</translation>
    </message>
    <message>
        <source>Waste pile {pile}, from the top</source>
        <translation>Pilha de descarte {pile}, de cima para baixo</translation>
    </message>
    <message>
        <source>New game: {variant}, {deal}</source>
        <translation>Nova partida: {variant}, {deal}</translation>
    </message>
    <message>
        <source>Move taken back</source>
        <translation>Jogada desfeita</translation>
    </message>
    <message>
        <source>Move played again</source>
        <translation>Jogada refeita</translation>
    </message>
    <message>
        <source>Deal restarted</source>
        <translation>Partida reiniciada</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Quick (a rule of thumb)</source>
        <translation>Rápida (uma regra prática)</translation>
    </message>
    <message>
        <source>Strong (weighs the odds)</source>
        <translation>Forte (pesa as chances)</translation>
    </message>
    <message>
        <source>Strongest (as Suggest)</source>
        <translation>A mais forte (como Sugerir)</translation>
    </message>
    <message>
        <source>Click strength</source>
        <translation>Força do clique</translation>
    </message>
    <message>
        <source>&amp;Winnable deals only</source>
        <translation>Só partidas com vitória &amp;comprovada</translation>
    </message>
    <message>
        <source>New deal shuffles until the solver proves a deal winnable. Almost every deal of Calculation and Sir Tommy is, so that is quick; in Strategy about 7 deals in 100 are, so it may take a while (the status bar counts the deals tried, Esc stops), and with three waste piles hardly any is.</source>
        <translation>Nova partida embaralha até o solucionador provar que uma partida pode ser ganha. Quase toda partida de Cálculo e Sir Tommy pode, então é rápido; em Estratégia, cerca de 7 em cada 100 podem, então pode demorar (a barra de status conta as partidas tentadas, Esc interrompe), e com três pilhas de descarte quase nenhuma pode.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Instant</source>
        <translation>Instantânea</translation>
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
        <translation>Configurações</translation>
    </message>
    <message>
        <source>Game (changing these deals a new game)</source>
        <translation>Jogo (mudar isto distribui uma nova partida)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jogo</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Jogo:</translation>
    </message>
    <message>
        <source>&amp;Three waste piles (harder)</source>
        <translation>&amp;Três pilhas de descarte (mais difícil)</translation>
    </message>
    <message>
        <source>&amp;No foundations in advance</source>
        <translation>&amp;Nenhuma fundação de antemão</translation>
    </message>
    <message>
        <source>Cla&amp;ssic: eight waste piles, foundations wait for the stock</source>
        <translation>Clá&amp;ssico: oito pilhas de descarte, as fundações esperam o monte acabar</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>&amp;Autoplay: a click plays a card</source>
        <translation>Jogada &amp;automática: um clique joga uma carta</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Velocidade da animação</translation>
    </message>
    <message>
        <source>Custom ({ms} ms)</source>
        <translation>Personalizada ({ms} ms)</translation>
    </message>
    <message>
        <source>Animation s&amp;peed:</source>
        <translation>Velocidade da ani&amp;mação:</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Andamento do jogo</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>OK deals a new game of {variant}.</source>
        <translation>OK distribui uma nova partida de {variant}.</translation>
    </message>
</context>
<context>
    <name>SolverService</name>
    <message>
        <source>Solver working</source>
        <translation>O solucionador está trabalhando</translation>
    </message>
    <message>
        <source>Stop the solver (Esc)</source>
        <translation>Parar o solucionador (Esc)</translation>
    </message>
    <message>
        <source>Cancel solving</source>
        <translation>Cancelar a resolução</translation>
    </message>
    <message>
        <source>Stop the solver</source>
        <translation>Parar o solucionador</translation>
    </message>
    <message>
        <source>The solver is busy; wait or cancel it (Esc).</source>
        <translation>O solucionador está ocupado; espere ou cancele-o (Esc).</translation>
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
        <translation>O solucionador falhou: {error}</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>{variant} (daily deal)</source>
        <translation>{variant} (partida do dia)</translation>
    </message>
    <message numerus="yes">
        <source>{variant}: %n played, none won yet.</source>
        <translation>
            <numerusform>{variant}: %n partida jogada, nenhuma ganha ainda.</numerusform>
            <numerusform>{variant}: %n partidas jogadas, nenhuma ganha ainda.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{variant}: %n played, {won} won ({percent}), every win without undo or hint.</source>
        <translation>
            <numerusform>{variant}: %n partida jogada, {won} ganhas ({percent}), todas as vitórias sem desfazer nem dica.</numerusform>
            <numerusform>{variant}: %n partidas jogadas, {won} ganhas ({percent}), todas as vitórias sem desfazer nem dica.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{variant}: %n played, {won} won ({percent}), each with undo or a hint.</source>
        <translation>
            <numerusform>{variant}: %n partida jogada, {won} ganhas ({percent}), cada uma com desfazer ou uma dica.</numerusform>
            <numerusform>{variant}: %n partidas jogadas, {won} ganhas ({percent}), cada uma com desfazer ou uma dica.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{variant}: %n played, {won} won ({percent}), {clean} of them without undo or hint.</source>
        <translation>
            <numerusform>{variant}: %n partida jogada, {won} ganhas ({percent}), {clean} delas sem desfazer nem dica.</numerusform>
            <numerusform>{variant}: %n partidas jogadas, {won} ganhas ({percent}), {clean} delas sem desfazer nem dica.</numerusform>
        </translation>
    </message>
    <message>
        <source>Current streak {current}, best {best}.</source>
        <translation>Sequência atual {current}, melhor {best}.</translation>
    </message>
    <message>
        <source>Fewest moves in a win: {moves}.</source>
        <translation>Menos jogadas numa vitória: {moves}.</translation>
    </message>
    <message>
        <source>Best time in a win: {time}.</source>
        <translation>Melhor tempo numa vitória: {time}.</translation>
    </message>
    <message>
        <source>{lost} ({abandoned} abandoned)</source>
        <translation>{lost} ({abandoned} abandonadas)</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Partidas jogadas</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Ganhas</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdidas</translation>
    </message>
    <message>
        <source>Win percentage</source>
        <translation>Porcentagem de vitórias</translation>
    </message>
    <message>
        <source>Won without undo or hint</source>
        <translation>Ganhas sem desfazer nem dica</translation>
    </message>
    <message>
        <source>Current winning streak</source>
        <translation>Sequência de vitórias atual</translation>
    </message>
    <message>
        <source>Best winning streak</source>
        <translation>Melhor sequência de vitórias</translation>
    </message>
    <message>
        <source>Current losing streak</source>
        <translation>Sequência de derrotas atual</translation>
    </message>
    <message>
        <source>Fewest moves in a win</source>
        <translation>Menos jogadas numa vitória</translation>
    </message>
    <message>
        <source>Best time in a win</source>
        <translation>Melhor tempo numa vitória</translation>
    </message>
</context>
<context>
    <name>StatsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Estatísticas</translation>
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
        <translation>Números</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Item</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>Partidas recentes</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Jogadas</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Observações</translation>
    </message>
    <message>
        <source>&amp;Reset this variant…</source>
        <translation>&amp;Zerar esta variante…</translation>
    </message>
    <message>
        <source>Reset the statistics of this variant</source>
        <translation>Zerar as estatísticas desta variante</translation>
    </message>
    <message>
        <source>Recent games (latest first, up to {count}):</source>
        <translation>Partidas recentes (a mais recente primeiro, até {count}):</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>abandonada</translation>
    </message>
    <message>
        <source>undo or hint used</source>
        <translation>usou desfazer ou dica</translation>
    </message>
    <message>
        <source>deal {number}</source>
        <translation>partida {number}</translation>
    </message>
    <message>
        <source>won</source>
        <translation>ganha</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>perdida</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Zerar estatísticas</translation>
    </message>
    <message numerus="yes">
        <source>Forget all %n game(s) of {variant}? This cannot be undone.</source>
        <translation>
            <numerusform>Esquecer %n partida de {variant}? Isso não pode ser desfeito.</numerusform>
            <numerusform>Esquecer todas as %n partidas de {variant}? Isso não pode ser desfeito.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StorageProblem</name>
    <message>
        <source>Your settings file changed while Calculation was running and can no longer be read or used, so the settings of this window are saved in its place. The file was kept as {name} in {folder}.</source>
        <translation>Seu arquivo de configurações mudou enquanto o Cálculo estava aberto e não pode mais ser lido nem usado, então as configurações desta janela são salvas no lugar dele. O arquivo foi guardado como {name} em {folder}.</translation>
    </message>
    <message>
        <source>Your settings file changed while Calculation was running and can no longer be read or used. The file could not be moved aside, so it is left untouched, and changed settings are not saved until Calculation is started again.</source>
        <translation>Seu arquivo de configurações mudou enquanto o Cálculo estava aberto e não pode mais ser lido nem usado. Não foi possível pôr o arquivo de lado, então ele fica intocado, e as configurações alteradas não são salvas até o Cálculo ser iniciado de novo.</translation>
    </message>
    <message>
        <source>Your statistics file changed while Calculation was running and can no longer be read or used, so the figures this window holds are saved in its place. The file was kept as {name} in {folder}.</source>
        <translation>Seu arquivo de estatísticas mudou enquanto o Cálculo estava aberto e não pode mais ser lido nem usado, então os números desta janela são salvos no lugar dele. O arquivo foi guardado como {name} em {folder}.</translation>
    </message>
    <message>
        <source>Your statistics file changed while Calculation was running and can no longer be read or used. The file could not be moved aside, so it is left untouched, and no result is saved until Calculation is started again.</source>
        <translation>Seu arquivo de estatísticas mudou enquanto o Cálculo estava aberto e não pode mais ser lido nem usado. Não foi possível pôr o arquivo de lado, então ele fica intocado, e nenhum resultado é salvo até o Cálculo ser iniciado de novo.</translation>
    </message>
    <message>
        <source>Your settings could not be read, so the default settings are used. The file was kept as {name} in {folder}.</source>
        <translation>Não foi possível ler suas configurações, então as padrão são usadas. O arquivo foi guardado como {name} em {folder}.</translation>
    </message>
    <message>
        <source>Your settings could not be read, so the default settings are used. The file could not be moved aside, so it is left untouched, and changed settings are not saved until Calculation is started again.</source>
        <translation>Não foi possível ler suas configurações, então as padrão são usadas. Não foi possível pôr o arquivo de lado, então ele fica intocado, e as configurações alteradas não são salvas até o Cálculo ser iniciado de novo.</translation>
    </message>
    <message>
        <source>Your settings file could not be used, so the default settings are used. The file was kept as {name} in {folder}.</source>
        <translation>Não foi possível usar seu arquivo de configurações, então as configurações padrão são usadas. O arquivo foi guardado como {name} em {folder}.</translation>
    </message>
    <message>
        <source>Your settings file could not be used, so the default settings are used. The file could not be moved aside, so it is left untouched, and changed settings are not saved until Calculation is started again.</source>
        <translation>Não foi possível usar seu arquivo de configurações, então as configurações padrão são usadas. Não foi possível pôr o arquivo de lado, então ele fica intocado, e as configurações alteradas não são salvas até o Cálculo ser iniciado de novo.</translation>
    </message>
    <message>
        <source>Your settings file holds a value this program cannot use for the setting {setting}, so that setting is back to its default and the others are kept. The file was kept as {name} in {folder}.</source>
        <translation>Seu arquivo de configurações tem para a configuração {setting} um valor que este programa não pode usar, então essa configuração volta ao padrão e as demais são mantidas. O arquivo foi guardado como {name} em {folder}.</translation>
    </message>
    <message>
        <source>Your settings file holds a value this program cannot use for the setting {setting}, so that setting is back to its default. The file could not be moved aside, so it is left untouched, and changed settings are not saved until Calculation is started again.</source>
        <translation>Seu arquivo de configurações tem para a configuração {setting} um valor que este programa não pode usar, então essa configuração volta ao padrão. O arquivo não pôde ser movido para o lado, então fica intacto, e as configurações alteradas não são salvas até o Cálculo ser iniciado de novo.</translation>
    </message>
    <message>
        <source>Your settings file holds values this program cannot use for the settings {settings}, so those settings are back to their defaults and the others are kept. The file was kept as {name} in {folder}.</source>
        <translation>Seu arquivo de configurações tem para as configurações {settings} valores que este programa não pode usar, então essas configurações voltam ao padrão e as demais são mantidas. O arquivo foi guardado como {name} em {folder}.</translation>
    </message>
    <message>
        <source>Your settings file holds values this program cannot use for the settings {settings}, so those settings are back to their defaults. The file could not be moved aside, so it is left untouched, and changed settings are not saved until Calculation is started again.</source>
        <translation>Seu arquivo de configurações tem para as configurações {settings} valores que este programa não pode usar, então essas configurações voltam ao padrão. O arquivo não pôde ser movido para o lado, então fica intacto, e as configurações alteradas não são salvas até o Cálculo ser iniciado de novo.</translation>
    </message>
    <message>
        <source>Your statistics could not be read, so they start again from zero. The file was kept as {name} in {folder}.</source>
        <translation>Não foi possível ler suas estatísticas, então elas recomeçam do zero. O arquivo foi guardado como {name} em {folder}.</translation>
    </message>
    <message>
        <source>Your statistics could not be read, so they start from zero for now. The file could not be moved aside, so it is left untouched, and no result is saved until Calculation is started again.</source>
        <translation>Não foi possível ler suas estatísticas, então por enquanto elas começam do zero. Não foi possível pôr o arquivo de lado, então ele fica intocado, e nenhum resultado é salvo até o Cálculo ser iniciado de novo.</translation>
    </message>
    <message>
        <source>Your statistics file could not be used, so your statistics start again from zero. The file was kept as {name} in {folder}.</source>
        <translation>Não foi possível usar seu arquivo de estatísticas, então suas estatísticas recomeçam do zero. O arquivo foi guardado como {name} em {folder}.</translation>
    </message>
    <message>
        <source>Your statistics file could not be used, so your statistics start from zero for now. The file could not be moved aside, so it is left untouched, and no result is saved until Calculation is started again.</source>
        <translation>Não foi possível usar seu arquivo de estatísticas, então por enquanto suas estatísticas começam do zero. Não foi possível pôr o arquivo de lado, então ele fica intocado, e nenhum resultado é salvo até o Cálculo ser iniciado de novo.</translation>
    </message>
    <message>
        <source>Your saved game could not be read, so a new game is dealt. The file was kept as {name} in {folder}.</source>
        <translation>Não foi possível ler sua partida salva, então uma nova partida é distribuída. O arquivo foi guardado como {name} em {folder}.</translation>
    </message>
    <message>
        <source>Your saved game could not be read, so a new game is dealt. The file could not be moved aside, so it is left untouched, and this game is not saved for next time.</source>
        <translation>Não foi possível ler sua partida salva, então uma nova partida é distribuída. Não foi possível pôr o arquivo de lado, então ele fica intocado, e esta partida não é salva para a próxima vez.</translation>
    </message>
    <message>
        <source>Your saved game file could not be used, so a new game is dealt. The file was kept as {name} in {folder}.</source>
        <translation>Não foi possível usar o arquivo da sua partida salva, então uma nova partida é distribuída. O arquivo foi guardado como {name} em {folder}.</translation>
    </message>
    <message>
        <source>Your saved game file could not be used, so a new game is dealt. The file could not be moved aside, so it is left untouched, and this game is not saved for next time.</source>
        <translation>Não foi possível usar o arquivo da sua partida salva, então uma nova partida é distribuída. Não foi possível pôr o arquivo de lado, então ele fica intocado, e esta partida não é salva para a próxima vez.</translation>
    </message>
    <message>
        <source>Your settings could not be saved to {path}; the settings saved before are kept.</source>
        <translation>Não foi possível salvar suas configurações em {path}; as configurações salvas antes são mantidas.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved to {path}; the figures saved before are kept.</source>
        <translation>Não foi possível salvar suas estatísticas em {path}; os números salvos antes são mantidos.</translation>
    </message>
    <message>
        <source>Your game could not be saved to {path}; the game saved before is kept.</source>
        <translation>Não foi possível salvar sua partida em {path}; a partida salva antes é mantida.</translation>
    </message>
    <message>
        <source>Your settings could not be saved to {path}.</source>
        <translation>Não foi possível salvar suas configurações em {path}.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved to {path}.</source>
        <translation>Não foi possível salvar suas estatísticas em {path}.</translation>
    </message>
    <message>
        <source>Your game could not be saved to {path}.</source>
        <translation>Não foi possível salvar sua partida em {path}.</translation>
    </message>
    <message>
        <source>Your settings could not be saved to {path}: something other than a file is in its place and could not be moved aside.</source>
        <translation>Não foi possível salvar suas configurações em {path}: há algo que não é um arquivo nesse lugar, e não foi possível pô-lo de lado.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved to {path}: something other than a file is in its place and could not be moved aside.</source>
        <translation>Não foi possível salvar suas estatísticas em {path}: há algo que não é um arquivo nesse lugar, e não foi possível pô-lo de lado.</translation>
    </message>
    <message>
        <source>Your game could not be saved to {path}: something other than a file is in its place and could not be moved aside.</source>
        <translation>Não foi possível salvar sua partida em {path}: há algo que não é um arquivo nesse lugar, e não foi possível pô-lo de lado.</translation>
    </message>
    <message>
        <source>What was there was moved aside, and your settings are saved there anew.</source>
        <translation>O que estava lá foi posto de lado, e suas configurações são salvas lá de novo.</translation>
    </message>
    <message>
        <source>What was there was moved aside, and your statistics are saved there anew.</source>
        <translation>O que estava lá foi posto de lado, e suas estatísticas são salvas lá de novo.</translation>
    </message>
    <message>
        <source>What was there was moved aside, and your game is saved there anew.</source>
        <translation>O que estava lá foi posto de lado, e sua partida é salva lá de novo.</translation>
    </message>
    <message>
        <source>{path} could not be read any more, so it was kept as {name} in {folder}, and a new file is written in its place.</source>
        <translation>Não foi mais possível ler {path}, então ele foi guardado como {name} em {folder}, e um novo arquivo é escrito no lugar dele.</translation>
    </message>
    <message>
        <source>The data folder {folder} cannot be used, so your settings, statistics and game in progress cannot be kept this time.</source>
        <translation>A pasta de dados {folder} não pode ser usada, então suas configurações, estatísticas e partida em andamento não podem ser guardadas desta vez.</translation>
    </message>
    <message>
        <source>The game's result is kept with your saved game and added to your statistics as soon as they can be saved, even after Calculation is started again.</source>
        <translation>O resultado da partida é guardado com sua partida salva e será somado às suas estatísticas assim que elas puderem ser salvas, mesmo depois de o Cálculo ser iniciado de novo.</translation>
    </message>
    <message>
        <source>Your statistics could be saved again: every result kept meanwhile is counted now.</source>
        <translation>Suas estatísticas puderam ser salvas de novo: cada resultado guardado nesse meio-tempo agora é contado.</translation>
    </message>
    <message>
        <source>This program has no permission to read {path}.</source>
        <translation>Este programa não tem permissão para ler {path}.</translation>
    </message>
    <message>
        <source>{path} cannot be opened (system error {code}).</source>
        <translation>{path} não pode ser aberto (erro do sistema {code}).</translation>
    </message>
    <message>
        <source>{path} is a folder, not a file.</source>
        <translation>{path} é uma pasta, não um arquivo.</translation>
    </message>
    <message>
        <source>{path} is a named pipe, not a file.</source>
        <translation>{path} é um pipe nomeado, não um arquivo.</translation>
    </message>
    <message>
        <source>{path} is a device or another special file, not a file.</source>
        <translation>{path} é um dispositivo ou outro arquivo especial, não um arquivo comum.</translation>
    </message>
    <message>
        <source>{path} is far larger than it can be (over {size} MB).</source>
        <translation>{path} é muito maior do que poderia ser (mais de {size} MB).</translation>
    </message>
    <message>
        <source>{path} is empty.</source>
        <translation>{path} está vazio.</translation>
    </message>
    <message>
        <source>{path} holds binary data, not text.</source>
        <translation>{path} contém dados binários, não texto.</translation>
    </message>
    <message>
        <source>{path} is not valid JSON, perhaps cut short (line {line}, column {column}).</source>
        <translation>{path} não é um JSON válido, talvez esteja cortado (linha {line}, coluna {column}).</translation>
    </message>
    <message>
        <source>A newer version of Calculation wrote {path} (format version {found}; this one reads up to {version}).</source>
        <translation>Uma versão mais nova do Cálculo escreveu {path} (versão de formato {found}; esta lê até a {version}).</translation>
    </message>
    <message>
        <source>{path} has a format version this program does not know.</source>
        <translation>{path} tem uma versão de formato que este programa não conhece.</translation>
    </message>
    <message>
        <source>{path} holds something this program cannot use.</source>
        <translation>{path} contém algo que este programa não pode usar.</translation>
    </message>
    <message>
        <source>{path} was a folder, not a file.</source>
        <translation>{path} era uma pasta, não um arquivo.</translation>
    </message>
    <message>
        <source>{path} was a named pipe, not a file.</source>
        <translation>{path} era um pipe nomeado, não um arquivo.</translation>
    </message>
    <message>
        <source>{path} was a device or another special file, not a file.</source>
        <translation>{path} era um dispositivo ou outro arquivo especial, não um arquivo comum.</translation>
    </message>
    <message>
        <source>This program may not write in {folder}.</source>
        <translation>Este programa não pode escrever em {folder}.</translation>
    </message>
    <message>
        <source>The disk is full.</source>
        <translation>O disco está cheio.</translation>
    </message>
    <message>
        <source>The system reported error {code}.</source>
        <translation>O sistema informou o erro {code}.</translation>
    </message>
    <message>
        <source>Another Calculation window kept the file locked for too long; this window tries again at the next change.</source>
        <translation>Outra janela do Cálculo manteve o arquivo bloqueado por tempo demais; esta janela tenta de novo na próxima mudança.</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Keys {0} and Shift+{0} play to and from waste pile {0}</source>
        <translation>As teclas {0} e Shift+{0} jogam para e da pilha de descarte {0}</translation>
    </message>
    <message>
        <source>done ✓</source>
        <translation>completa ✓</translation>
    </message>
    <message>
        <source>next {0}</source>
        <translation>quer {0}</translation>
    </message>
    <message>
        <source>Foundation {0} builds {1}; every card of the suit of its Ace. Next: {2}.</source>
        <translation>A fundação {0} sobe {1}; toda carta do naipe do seu ás. Agora: {2}.</translation>
    </message>
    <message>
        <source>Foundation {0} builds {1}; suits do not matter. Next: {2}.</source>
        <translation>A fundação {0} sobe {1}; os naipes não importam. Agora: {2}.</translation>
    </message>
    <message>
        <source>While the stock lasts it takes no card: the waste piles play off once it is used up.</source>
        <translation>Enquanto durar o monte, ela não aceita nenhuma carta: as pilhas de descarte sobem quando o monte se esgota.</translation>
    </message>
    <message numerus="yes">
        <source>%n left</source>
        <translation>
            <numerusform>resta %n</numerusform>
            <numerusform>restam %n</numerusform>
        </translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vazia</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Monte</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) still to place, the turned card included; no redeal</source>
        <translation>
            <numerusform>%n carta ainda a colocar, incluindo a carta virada; sem redistribuir</numerusform>
            <numerusform>%n cartas ainda a colocar, incluindo a carta virada; sem redistribuir</numerusform>
        </translation>
    </message>
    <message>
        <source>Every card has been placed</source>
        <translation>Todas as cartas foram colocadas</translation>
    </message>
    <message>
        <source>the turned card</source>
        <translation>a carta virada</translation>
    </message>
    <message>
        <source>waste pile {0}</source>
        <translation>pilha de descarte {0}</translation>
    </message>
    <message>
        <source>foundation {0}</source>
        <translation>fundação {0}</translation>
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
        <translation>Vermelha</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Escura</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Mesa de jogo</translation>
    </message>
    <message>
        <source>Drag the turned card or a waste pile's top card onto a pile; click a card to play it; Tab or the arrow keys move the keyboard cursor, Enter or Space picks up and drops.</source>
        <translation>Arraste a carta virada ou a carta do topo de uma pilha de descarte até uma pilha; clique numa carta para jogá-la; Tab ou as setas movem o cursor do teclado, Enter ou Espaço pega e solta.</translation>
    </message>
</context>
<context>
    <name>Upgrade</name>
    <message>
        <source>An older version of Calculation is running with your saved game and settings in {old}, so this window uses them there too, as a second window beside it. They move to this version's folders at the first start while no older version runs.</source>
        <translation>Uma versão anterior do Cálculo está aberta com a sua partida salva e as suas configurações em {old}, então esta janela também as usa lá, como uma segunda janela ao lado dela. Elas serão movidas para as pastas desta versão na primeira vez que o jogo for aberto sem nenhuma versão anterior aberta.</translation>
    </message>
    <message>
        <source>Your game in progress was saved twice: in {folder} and, by an older version of Calculation, in {old}. The older version's copy is further on, so it is your saved game now; the other copy was kept as {kept} in {folder}.</source>
        <translation>A sua partida em andamento estava salva duas vezes: em {folder} e, por uma versão anterior do Cálculo, em {old}. A cópia da versão anterior está mais adiantada, então agora ela é a sua partida salva; a outra cópia foi guardada como {kept} em {folder}.</translation>
    </message>
    <message>
        <source>Your game in progress was saved twice: in {folder} and, by an older version of Calculation, in {old}. This version's copy is further on, so it stays your saved game; the older version's copy was kept as {kept} in {folder}.</source>
        <translation>A sua partida em andamento estava salva duas vezes: em {folder} e, por uma versão anterior do Cálculo, em {old}. A cópia desta versão está mais adiantada, então continua sendo a sua partida salva; a cópia da versão anterior foi guardada como {kept} em {folder}.</translation>
    </message>
    <message>
        <source>An older version of Calculation saved a game in {old} after this version last saved one in {folder}, so the older version's game is your saved game now; this version's game was kept as {kept} in {folder}.</source>
        <translation>Uma versão anterior do Cálculo salvou uma partida em {old} depois que esta versão salvou a última em {folder}, então a partida da versão anterior agora é a sua partida salva; a desta versão foi guardada como {kept} em {folder}.</translation>
    </message>
    <message>
        <source>An older version of Calculation left a game in {old}, saved before this version last saved one in {folder}, so this version's game stays your saved game; the older version's game was kept as {kept} in {folder}.</source>
        <translation>Uma versão anterior do Cálculo deixou uma partida em {old}, salva antes de esta versão salvar a última em {folder}, então a partida desta versão continua sendo a sua partida salva; a da versão anterior foi guardada como {kept} em {folder}.</translation>
    </message>
    <message>
        <source>An older version of Calculation saved your settings in {old} after this version last saved them in {folder}, so the older version's settings are used now; this version's settings were kept as {kept} in {folder}.</source>
        <translation>Uma versão anterior do Cálculo salvou as suas configurações em {old} depois que esta versão as salvou pela última vez em {folder}, então agora valem as configurações da versão anterior; as desta versão foram guardadas como {kept} em {folder}.</translation>
    </message>
    <message>
        <source>An older version of Calculation left settings in {old}, saved before this version last saved yours in {folder}, so this version's settings stay in use; the older version's settings were kept as {kept} in {folder}.</source>
        <translation>Uma versão anterior do Cálculo deixou configurações em {old}, salvas antes de esta versão salvar as suas pela última vez em {folder}, então as configurações desta versão continuam valendo; as da versão anterior foram guardadas como {kept} em {folder}.</translation>
    </message>
</context>
<context>
    <name>Variant</name>
    <message>
        <source>three waste piles</source>
        <translation>três pilhas de descarte</translation>
    </message>
    <message>
        <source>no foundations in advance</source>
        <translation>sem fundações de antemão</translation>
    </message>
    <message>
        <source>classic</source>
        <translation>clássico</translation>
    </message>
</context>
<context>
    <name>WasItWinnable</name>
    <message>
        <source>&amp;Was it winnable?</source>
        <translation>Dava para &amp;ganhar?</translation>
    </message>
    <message>
        <source>The solver's verdict on the last lost or abandoned deal, with its winning line to watch</source>
        <translation>O veredito do solucionador sobre a última partida perdida ou abandonada, com a linha vencedora para assistir</translation>
    </message>
    <message>
        <source>Game → Was it winnable? asks the solver about this deal.</source>
        <translation>Jogo → Dava para ganhar? pergunta ao solucionador sobre esta partida.</translation>
    </message>
    <message>
        <source>Lose or abandon a game first.</source>
        <translation>Perca ou abandone uma partida primeiro.</translation>
    </message>
    <message>
        <source>Solving the deal from its start…</source>
        <translation>Resolvendo a partida desde o início…</translation>
    </message>
    <message>
        <source>It was winnable: deal {deal}</source>
        <translation>Dava para ganhar: partida {deal}</translation>
    </message>
    <message>
        <source>It was winnable: the daily deal of {date}</source>
        <translation>Dava para ganhar: a partida do dia {date}</translation>
    </message>
    <message>
        <source>It was winnable: this deck</source>
        <translation>Dava para ganhar: este baralho</translation>
    </message>
    <message>
        <source>The solver tried every line of play and proved that none wins.</source>
        <translation>O solucionador tentou todas as linhas de jogo e provou que nenhuma vence.</translation>
    </message>
    <message>
        <source>Was it winnable?</source>
        <translation>Dava para ganhar?</translation>
    </message>
    <message>
        <source>No: deal {deal} could not be won.</source>
        <translation>Não: a partida {deal} não podia ser ganha.</translation>
    </message>
    <message>
        <source>No: the daily deal of {date} could not be won.</source>
        <translation>Não: a partida do dia {date} não podia ser ganha.</translation>
    </message>
    <message>
        <source>No: this deck could not be won.</source>
        <translation>Não: este baralho não podia ser ganho.</translation>
    </message>
    <message>
        <source>The solver could not decide deal {deal} within {seconds:g} seconds.</source>
        <translation>O solucionador não conseguiu decidir a partida {deal} em {seconds:g} segundos.</translation>
    </message>
    <message>
        <source>The solver could not decide the daily deal of {date} within {seconds:g} seconds.</source>
        <translation>O solucionador não conseguiu decidir a partida do dia {date} em {seconds:g} segundos.</translation>
    </message>
    <message>
        <source>The solver could not decide this deck within {seconds:g} seconds.</source>
        <translation>O solucionador não conseguiu decidir este baralho em {seconds:g} segundos.</translation>
    </message>
</context>
<context>
    <name>WinChart</name>
    <message>
        <source>Win percentage chart</source>
        <translation>Gráfico da porcentagem de vitórias</translation>
    </message>
    <message numerus="yes">
        <source>Win percentage over the last %n game(s)</source>
        <translation>
            <numerusform>Porcentagem de vitórias na última partida (%n)</numerusform>
            <numerusform>Porcentagem de vitórias nas últimas %n partidas</numerusform>
        </translation>
    </message>
    <message>
        <source>No games yet</source>
        <translation>Nenhuma partida ainda</translation>
    </message>
    <message>
        <source>won</source>
        <translation>ganha</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>perdida</translation>
    </message>
    <message>
        <source>undo or hint used</source>
        <translation>usou desfazer ou dica</translation>
    </message>
    <message numerus="yes">
        <source>Win % over the last %n game(s)</source>
        <translation>
            <numerusform>% de vitórias na última partida (%n)</numerusform>
            <numerusform>% de vitórias nas últimas %n partidas</numerusform>
        </translation>
    </message>
    <message>
        <source>No games recorded yet</source>
        <translation>Nenhuma partida registrada ainda</translation>
    </message>
    <message>
        <source>older</source>
        <translation>mais antigas</translation>
    </message>
    <message>
        <source>latest</source>
        <translation>mais recentes</translation>
    </message>
</context>
<context>
    <name>WinnableDeals</name>
    <message>
        <source>A new deal the solver proved winnable.</source>
        <translation>Uma nova partida com vitória comprovada pelo solucionador.</translation>
    </message>
    <message>
        <source>Shuffling until the solver proves a deal winnable…</source>
        <translation>Embaralhando até o solucionador comprovar que uma partida pode ser ganha…</translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) tried…</source>
        <translation>
            <numerusform>%n partida tentada…</numerusform>
            <numerusform>%n partidas tentadas…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shuffling until the solver proves a deal winnable… %n deal(s) tried so far</source>
        <translation>
            <numerusform>Embaralhando até o solucionador provar que uma partida pode ser ganha… %n partida tentada até agora</numerusform>
            <numerusform>Embaralhando até o solucionador provar que uma partida pode ser ganha… %n partidas tentadas até agora</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A winnable deal (found after %n deal(s)).</source>
        <translation>
            <numerusform>Uma partida que pode ser ganha (encontrada após %n partida).</numerusform>
            <numerusform>Uma partida que pode ser ganha (encontrada após %n partidas).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No deal was proved winnable in %n tries; this one is dealt anyway (it may not be winnable).</source>
        <translation>
            <numerusform>Nenhuma partida teve vitória comprovada em %n tentativa; esta é distribuída mesmo assim (pode não ter solução).</numerusform>
            <numerusform>Nenhuma partida teve vitória comprovada em %n tentativas; esta é distribuída mesmo assim (pode não ter solução).</numerusform>
        </translation>
    </message>
</context>
</TS>
