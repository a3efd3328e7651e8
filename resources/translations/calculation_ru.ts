<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>AbandonGuard</name>
    <message>
        <source>Play deal {number} instead of this game?</source>
        <translation>Сыграть расклад {number} вместо этой партии?</translation>
    </message>
    <message>
        <source>Play the daily deal of {game} instead of this game?</source>
        <translation>Сыграть расклад дня игры «{game}» вместо этой партии?</translation>
    </message>
    <message>
        <source>Switch to {game}? That deals a new game.</source>
        <translation>Перейти к игре «{game}»? Это начнёт новый расклад.</translation>
    </message>
    <message>
        <source>Deal a new game?</source>
        <translation>Начать новый расклад?</translation>
    </message>
    <message>
        <source>Abandon this game?</source>
        <translation>Бросить эту партию?</translation>
    </message>
    <message numerus="yes">
        <source>The game in progress (%n move(s)) is not counted in your statistics: the Demo played in it.</source>
        <translation>
            <numerusform>Текущая партия (%n ход) не учитывается в статистике: в ней играл показ.</numerusform>
            <numerusform>Текущая партия (%n хода) не учитывается в статистике: в ней играл показ.</numerusform>
            <numerusform>Текущая партия (%n ходов) не учитывается в статистике: в ней играл показ.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game in progress (%n move(s)) then counts as lost.</source>
        <translation>
            <numerusform>Текущая партия (%n ход) тогда будет засчитана как проигранная.</numerusform>
            <numerusform>Текущая партия (%n хода) тогда будет засчитана как проигранная.</numerusform>
            <numerusform>Текущая партия (%n ходов) тогда будет засчитана как проигранная.</numerusform>
        </translation>
    </message>
    <message>
        <source>Don't ask again</source>
        <translation>Больше не спрашивать</translation>
    </message>
    <message>
        <source>As&amp;k before abandoning a game in progress</source>
        <translation>Спрашивать, прежде чем бр&amp;осить текущую партию</translation>
    </message>
</context>
<context>
    <name>About</name>
    <message>
        <source>Calculation {version}</source>
        <translation>Расчёт {version}</translation>
    </message>
    <message>
        <source>Website: {link}</source>
        <translation>Сайт: {link}</translation>
    </message>
    <message>
        <source>Report a bug: {link}</source>
        <translation>Сообщить об ошибке: {link}</translation>
    </message>
    <message>
        <source>&lt;p&gt;Calculation, Sir Tommy and Strategy: patience games for people who like to think ahead.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later. Cards are drawn by the program itself.&lt;/p&gt;</source>
        <translation>&lt;p&gt;«Расчёт», «Сэр Томми» и «Стратегия»: пасьянсы для тех, кто любит думать наперёд.&lt;/p&gt;&lt;p&gt;Свободная программа под лицензией GNU General Public License версии 3 или более поздней. Карты рисует сама программа.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Calculation</source>
        <translation>О программе «Расчёт»</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>О &amp;Qt</translation>
    </message>
</context>
<context>
    <name>Accessible</name>
    <message>
        <source>Card table</source>
        <translation>Игровой стол</translation>
    </message>
    <message>
        <source>Tab or the arrow keys move from card to card, Enter or Space picks up and drops; R reads the whole table, Ctrl+1 to Ctrl+8 read a waste pile from the top down.</source>
        <translation>Tab или стрелки переходят от карты к карте, Enter или пробел берёт и кладёт; R читает весь стол, Ctrl+1 … Ctrl+8 читают сброс сверху вниз.</translation>
    </message>
    <message>
        <source>builds by ones</source>
        <extracomment>How a foundation builds, by its rule's step (a suit-following foundation says so too).</extracomment>
        <translation>строится шагом 1</translation>
    </message>
    <message>
        <source>builds by twos</source>
        <translation>строится шагом 2</translation>
    </message>
    <message>
        <source>builds by threes</source>
        <translation>строится шагом 3</translation>
    </message>
    <message>
        <source>builds by fours</source>
        <translation>строится шагом 4</translation>
    </message>
    <message>
        <source>builds by ones in one suit</source>
        <translation>строится шагом 1 в одной масти</translation>
    </message>
    <message>
        <source>Stock, used up</source>
        <translation>Колода кончилась</translation>
    </message>
    <message>
        <source>Stock, empty; last card turned: {card}</source>
        <translation>Колода пуста; последняя открытая карта: {card}</translation>
    </message>
    <message numerus="yes">
        <source>Stock, %n left; turned card: {card}</source>
        <translation>
            <numerusform>Колода, осталась %n; открытая карта: {card}</numerusform>
            <numerusform>Колода, осталось %n; открытая карта: {card}</numerusform>
            <numerusform>Колода, осталось %n; открытая карта: {card}</numerusform>
        </translation>
    </message>
    <message>
        <source>builds by {step}</source>
        <translation>строится шагом {step}</translation>
    </message>
    <message>
        <source>Foundation {number}, {rule}, complete</source>
        <translation>Основание {number}, {rule}, собрано</translation>
    </message>
    <message>
        <source>Foundation {number}, {rule}, empty, wants {card} first</source>
        <translation>Основание {number}, {rule}, пусто, первой нужна: {card}</translation>
    </message>
    <message>
        <source>Foundation {number}, {rule}, top {top}, wants {card} next</source>
        <translation>Основание {number}, {rule}, сверху: {top}, дальше нужна: {card}</translation>
    </message>
    <message>
        <source>; takes no card while the stock lasts</source>
        <translation>; пока есть колода, карт не берёт</translation>
    </message>
    <message>
        <source>Waste pile {number}, empty</source>
        <translation>Сброс {number}, пуст</translation>
    </message>
    <message numerus="yes">
        <source>Waste pile {number}, %n card(s), top {card}</source>
        <translation>
            <numerusform>Сброс {number}, %n карта, сверху: {card}</numerusform>
            <numerusform>Сброс {number}, %n карты, сверху: {card}</numerusform>
            <numerusform>Сброс {number}, %n карт, сверху: {card}</numerusform>
        </translation>
    </message>
    <message>
        <source>Waste pile {number} is empty.</source>
        <translation>Сброс {number} пуст.</translation>
    </message>
    <message numerus="yes">
        <source>Waste pile {number}, %n card(s) from the top: {cards}.</source>
        <translation>
            <numerusform>Сброс {number}, %n карта сверху вниз: {cards}.</numerusform>
            <numerusform>Сброс {number}, %n карты сверху вниз: {cards}.</numerusform>
            <numerusform>Сброс {number}, %n карт сверху вниз: {cards}.</numerusform>
        </translation>
    </message>
    <message>
        <source>You won! All 52 cards are on the foundations</source>
        <translation>Победа! Все 52 карты на основаниях</translation>
    </message>
    <message numerus="yes">
        <source>Blocked: the stock is used up and no waste-pile top fits a foundation; %n card(s) left</source>
        <translation>
            <numerusform>Тупик: колода кончилась, и ни одна верхняя карта сброса не подходит к основанию; осталась %n карта</numerusform>
            <numerusform>Тупик: колода кончилась, и ни одна верхняя карта сброса не подходит к основанию; осталось %n карты</numerusform>
            <numerusform>Тупик: колода кончилась, и ни одна верхняя карта сброса не подходит к основанию; осталось %n карт</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AdvisorActions</name>
    <message>
        <source>The advisor is thinking</source>
        <translation>Советчик думает</translation>
    </message>
    <message>
        <source>&amp;Click strength:</source>
        <translation>&amp;Сила щелчка:</translation>
    </message>
    <message>
        <source>The advisor's move: it plays the odds, it does not know the deal</source>
        <translation>Ход советчика: он играет по вероятностям и не знает расклада</translation>
    </message>
    <message>
        <source>Suggest</source>
        <translation>Совет</translation>
    </message>
    <message>
        <source>Suggest (S): the advisor's best try. Unlike Hint, which asks the solver and knows the order of the stock, Suggest is fair: it sees only what you see and plays the odds.</source>
        <translation>Совет (S): лучшая попытка советчика. В отличие от Подсказки, которая спрашивает решатель и знает порядок карт в колоде, Совет играет честно: видит только то, что видите вы, и играет по вероятностям.</translation>
    </message>
    <message>
        <source>Su&amp;ggest (advisor)</source>
        <translation>Сов&amp;ет (советчик)</translation>
    </message>
    <message>
        <source>De&amp;mo</source>
        <translation>&amp;Показ</translation>
    </message>
    <message>
        <source>The computer plays this deal; any key or click stops it</source>
        <translation>Компьютер играет этот расклад; любая клавиша или щелчок останавливает его</translation>
    </message>
    <message>
        <source>The advisor failed: {error}</source>
        <translation>Советчик не справился: {error}</translation>
    </message>
    <message>
        <source>Suggestion cancelled.</source>
        <translation>Совет отменён.</translation>
    </message>
    <message>
        <source>The game is won.</source>
        <translation>Партия выиграна.</translation>
    </message>
    <message>
        <source>No move is left.</source>
        <translation>Ходов больше нет.</translation>
    </message>
    <message>
        <source>The advisor is thinking… (S again cancels)</source>
        <translation>Советчик думает… (повторное S отменяет)</translation>
    </message>
    <message>
        <source>Suggestion: {move}. From what you can see the deal looks lost (under {limit} to win); Hint, which sees the order of the cards, may still find a winning line.</source>
        <translation>Совет: {move}. По тому, что видно, расклад похож на проигранный (меньше {limit} на выигрыш); Подсказка, которая видит порядок карт, ещё может найти выигрышный вариант.</translation>
    </message>
    <message>
        <source>Suggestion: {move}: about {chance} to win from here.</source>
        <translation>Совет: {move}: около {chance} на выигрыш отсюда.</translation>
    </message>
    <message>
        <source>The advisor is placing the card…</source>
        <translation>Советчик кладёт карту…</translation>
    </message>
    <message>
        <source>The game is over: deal a new one to see a demo.</source>
        <translation>Партия окончена: начните новый расклад, чтобы посмотреть показ.</translation>
    </message>
    <message>
        <source>Demo: the computer plays. Press any key or click to stop.</source>
        <translation>Показ: играет компьютер. Нажмите любую клавишу или щёлкните, чтобы остановить.</translation>
    </message>
    <message>
        <source>Demo stopped.</source>
        <translation>Показ остановлен.</translation>
    </message>
    <message>
        <source>Demo finished: won.</source>
        <translation>Показ окончен: победа.</translation>
    </message>
    <message>
        <source>Demo finished: blocked.</source>
        <translation>Показ окончен: тупик.</translation>
    </message>
    <message>
        <source>Demo finished.</source>
        <translation>Показ окончен.</translation>
    </message>
</context>
<context>
    <name>Appearance</name>
    <message>
        <source>Table colour</source>
        <translation>Цвет стола</translation>
    </message>
    <message>
        <source>Card back</source>
        <translation>Рубашка карт</translation>
    </message>
    <message>
        <source>Large p&amp;rint: big ranks and suits on the cards</source>
        <translation>&amp;Крупный шрифт: крупные значения и масти на картах</translation>
    </message>
    <message>
        <source>Table c&amp;olour:</source>
        <translation>&amp;Цвет стола:</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>&amp;Рубашка карт:</translation>
    </message>
</context>
<context>
    <name>AutoFinish</name>
    <message>
        <source>Move cards to the foundations for me</source>
        <translation>Переносить карты на основания</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Нет</translation>
    </message>
    <message>
        <source>When safe</source>
        <translation>Когда безопасно</translation>
    </message>
    <message>
        <source>When safe, and finish a won game</source>
        <translation>Когда безопасно, и доигрывать</translation>
    </message>
    <message>
        <source>When safe: only plays that can never spoil a win (the solver's rule), after each of your moves. Finish: also, once the stock is used up and the solver proves the game won, the rest is played for you. Every such move can be undone.</source>
        <translation>Когда безопасно: только ходы, которые никогда не испортят победу (правило решателя), после каждого вашего хода. Доигрывать: кроме того, когда колода кончилась и решатель доказал, что партия выиграна, остальное играется за вас. Каждый такой ход можно отменить.</translation>
    </message>
    <message>
        <source>&amp;Move cards to the foundations for me:</source>
        <translation>&amp;Переносить на основания:</translation>
    </message>
</context>
<context>
    <name>Banner</name>
    <message>
        <source>Close this message</source>
        <translation>Закрыть это сообщение</translation>
    </message>
    <message>
        <source>Close message</source>
        <translation>Закрыть сообщение</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Сообщение</translation>
    </message>
</context>
<context>
    <name>BusyIndicator</name>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
</context>
<context>
    <name>Card</name>
    <message>
        <source>Ace</source>
        <translation>туз</translation>
    </message>
    <message>
        <source>Two</source>
        <translation>двойка</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>тройка</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>четвёрка</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>пятёрка</translation>
    </message>
    <message>
        <source>Six</source>
        <translation>шестёрка</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>семёрка</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>восьмёрка</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>девятка</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>десятка</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>валет</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>дама</translation>
    </message>
    <message>
        <source>King</source>
        <translation>король</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>пик</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>червей</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>бубен</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>треф</translation>
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
        <translation>Синяя решётка</translation>
    </message>
    <message>
        <source>Red diamonds</source>
        <translation>Красные ромбы</translation>
    </message>
    <message>
        <source>Green dots</source>
        <translation>Зелёный горошек</translation>
    </message>
</context>
<context>
    <name>CardDeck</name>
    <message>
        <source>The program's own faces</source>
        <translation>Собственные карты программы</translation>
    </message>
    <message>
        <source>Four colours (♠ black, ♥ red, ♦ blue, ♣ green)</source>
        <translation>Четыре цвета (♠ чёрный, ♥ красный, ♦ синий, ♣ зелёный)</translation>
    </message>
    <message>
        <source>The card deck %1 is not installed (any more): the program's own faces are shown.</source>
        <translation>Колода карт %1 не установлена (больше): показаны собственные карты программы.</translation>
    </message>
    <message>
        <source>The card deck %1 cannot be read: the program's own faces are shown.</source>
        <translation>Колоду карт %1 не удаётся прочитать: показаны собственные карты программы.</translation>
    </message>
    <message>
        <source>The card deck %1 is damaged or incomplete: the program's own faces are shown.</source>
        <translation>Колода карт %1 повреждена или неполна: показаны собственные карты программы.</translation>
    </message>
    <message>
        <source>Card &amp;deck:</source>
        <translation>Ви&amp;д карт:</translation>
    </message>
    <message>
        <source>Card deck</source>
        <translation>Вид карт</translation>
    </message>
    <message>
        <source>Looking for installed card decks…</source>
        <translation>Поиск установленных колод карт…</translation>
    </message>
    <message>
        <source>Preview of the card deck</source>
        <translation>Образец колоды</translation>
    </message>
</context>
<context>
    <name>ChartWords</name>
    <message>
        <source>won, undo or hint used</source>
        <translation>победа, была отмена или подсказка</translation>
    </message>
    <message>
        <source>lost, undo or hint used</source>
        <translation>поражение, была отмена или подсказка</translation>
    </message>
    <message>
        <source>won</source>
        <translation>победа</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>поражение</translation>
    </message>
    <message numerus="yes">
        <source>The last %n game(s): {won} won, {lost} lost, {percent} won.</source>
        <translation>
            <numerusform>Последняя %n игра: побед {won}, поражений {lost}, выиграно {percent}.</numerusform>
            <numerusform>Последние %n игры: побед {won}, поражений {lost}, выиграно {percent}.</numerusform>
            <numerusform>Последние %n игр: побед {won}, поражений {lost}, выиграно {percent}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Newest first: {results}.</source>
        <translation>Сначала новые: {results}.</translation>
    </message>
    <message>
        <source>No review yet.</source>
        <translation>Разбора ещё нет.</translation>
    </message>
    <message>
        <source>The Advisor's chance: {first} at the deal, {last} after move {moves}; highest {high} after move {at_high}, lowest {low} after move {at_low}.</source>
        <translation>Шанс советчика: {first} при раздаче, {last} после хода {moves}; наибольший {high} после хода {at_high}, наименьший {low} после хода {at_low}.</translation>
    </message>
    <message>
        <source>Moves that lost chance: {moves}.</source>
        <translation>Ходы, потерявшие шанс: {moves}.</translation>
    </message>
    <message>
        <source>No line of play wins any more from move {move} on.</source>
        <translation>С хода {move} ни один вариант игры больше не выигрывает.</translation>
    </message>
</context>
<context>
    <name>ClockLabel</name>
    <message>
        <source>Game time</source>
        <translation>Время партии</translation>
    </message>
</context>
<context>
    <name>DailyDeal</name>
    <message>
        <source>&amp;Daily deal</source>
        <translation>Расклад &amp;дня</translation>
    </message>
    <message>
        <source>Today's deal, the same for everyone, proved winnable</source>
        <translation>Сегодняшний расклад, один для всех, с доказанной победой</translation>
    </message>
    <message>
        <source>{game}: none today (no candidate deal was proved winnable)</source>
        <translation>«{game}»: сегодня нет (ни для одного расклада-кандидата не доказана победа)</translation>
    </message>
    <message>
        <source>{game} has no daily deal today.</source>
        <translation>У игры «{game}» сегодня нет расклада дня.</translation>
    </message>
    <message>
        <source>Finding the daily deal of {date}…</source>
        <translation>Поиск расклада дня на {date}…</translation>
    </message>
    <message>
        <source>Daily deal</source>
        <translation>Расклад дня</translation>
    </message>
    <message>
        <source>None of the first {tries} candidate deals of {game} for {date} could be proved winnable, so there is no daily deal of it today.</source>
        <translation>Ни для одного из первых {tries} раскладов-кандидатов игры «{game}» на {date} не удалось доказать, что его можно выиграть, поэтому сегодня расклада дня нет.</translation>
    </message>
    <message>
        <source>Daily deal of {date}: {game}.</source>
        <translation>Расклад дня на {date}: «{game}».</translation>
    </message>
</context>
<context>
    <name>Deal</name>
    <message>
        <source>daily deal {date}</source>
        <extracomment>How a game's deal is named in a sentence: a daily deal by its date, a numbered deal by its number, a deck given card by card as such.</extracomment>
        <translation>расклад дня {date}</translation>
    </message>
    <message>
        <source>deal {number}</source>
        <translation>расклад {number}</translation>
    </message>
    <message>
        <source>hand-made deck</source>
        <translation>колода, собранная вручную</translation>
    </message>
</context>
<context>
    <name>DealNumberDialog</name>
    <message>
        <source>Deal by number</source>
        <translation>Расклад по номеру</translation>
    </message>
    <message>
        <source>Deal number (0 to {max}).
The same number gives the same deal everywhere.</source>
        <translation>Номер расклада (от 0 до {max}).
Один и тот же номер везде даёт один и тот же расклад.</translation>
    </message>
    <message>
        <source>Deal number</source>
        <translation>Номер расклада</translation>
    </message>
    <message>
        <source>Type a whole number from 0 to {max}.</source>
        <translation>Введите целое число от 0 до {max}.</translation>
    </message>
</context>
<context>
    <name>FinishAction</name>
    <message>
        <source>F&amp;inish</source>
        <translation>&amp;Доиграть</translation>
    </message>
    <message>
        <source>Play the rest of the game to the foundations (once the stock is used up and the solver proves the game won)</source>
        <translation>Доиграть партию на основания (когда колода кончилась и решатель доказал, что партия выиграна)</translation>
    </message>
    <message>
        <source>Finish</source>
        <comment>toolbar</comment>
        <translation>Добить</translation>
    </message>
    <message numerus="yes">
        <source>Finish plays the rest once the stock is used up; %n card(s) still to come.</source>
        <translation>
            <numerusform>«Доиграть» доигрывает партию, когда колода кончится; осталась ещё %n карта.</numerusform>
            <numerusform>«Доиграть» доигрывает партию, когда колода кончится; остались ещё %n карты.</numerusform>
            <numerusform>«Доиграть» доигрывает партию, когда колода кончится; осталось ещё %n карт.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Партия окончена.</translation>
    </message>
    <message>
        <source>The game cannot be finished: the solver proved that no line wins from here.</source>
        <translation>Партию нельзя доиграть: решатель доказал, что отсюда не выигрывает ни один вариант.</translation>
    </message>
    <message>
        <source>The solver could not decide whether this game can be finished.</source>
        <translation>Решатель не смог определить, можно ли доиграть эту партию.</translation>
    </message>
    <message>
        <source>Finishing the game: the solver proved it won.</source>
        <translation>Доигрываю партию: решатель доказал, что она выиграна.</translation>
    </message>
    <message>
        <source>Finishing stopped.</source>
        <translation>Доигрывание остановлено.</translation>
    </message>
</context>
<context>
    <name>Game</name>
    <message>
        <source>Calculation</source>
        <translation>Расчёт</translation>
    </message>
    <message>
        <source>Sir Tommy</source>
        <translation>Сэр Томми</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>Стратегия</translation>
    </message>
</context>
<context>
    <name>GameClock</name>
    <message>
        <source>Time: {time}</source>
        <translation>Время: {time}</translation>
    </message>
    <message>
        <source>Show the game's t&amp;ime in the status bar</source>
        <translation>Показ&amp;ывать время партии в строке состояния</translation>
    </message>
</context>
<context>
    <name>GameLock</name>
    <message>
        <source>Calculation is already open in another window, which keeps its own game in progress, so this window's game will not be saved for next time. Its results still count in your statistics.</source>
        <translation>«Расчёт» уже открыт в другом окне, которое хранит свою текущую партию, поэтому партия этого окна не будет сохранена до следующего раза. Её результаты всё равно учитываются в статистике.</translation>
    </message>
    <message>
        <source>Resumed after an unexpected stop.</source>
        <translation>Продолжено после неожиданной остановки.</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <source>Show the next move of a winning line (the solver looks for one)</source>
        <translation>Показать следующий ход выигрышного варианта (решатель ищет его)</translation>
    </message>
    <message>
        <source>The game is won.</source>
        <translation>Партия выиграна.</translation>
    </message>
    <message>
        <source>Looking for a winning line…</source>
        <translation>Поиск выигрышного варианта…</translation>
    </message>
    <message>
        <source>Hint: the solver could not decide in time.</source>
        <translation>Подсказка: решатель не успел решить.</translation>
    </message>
    <message>
        <source>The solver &lt;b&gt;could not decide&lt;/b&gt; whether this position can still be won.</source>
        <translation>Решатель &lt;b&gt;не смог определить&lt;/b&gt;, можно ли ещё выиграть эту позицию.</translation>
    </message>
    <message>
        <source>Hint: {move}.</source>
        <translation>Подсказка: {move}.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <source>Suggest</source>
        <translation>Совет</translation>
    </message>
    <message>
        <source>&lt;b&gt;The deal is lost from here&lt;/b&gt;: the solver proved that no line of play wins. &lt;b&gt;Suggest&lt;/b&gt; (S) shows the best try: it does not know the stock, so it plays the odds of the cards to come.</source>
        <translation>&lt;b&gt;Отсюда расклад проигран&lt;/b&gt;: решатель доказал, что не выигрывает ни один вариант игры. &lt;b&gt;Совет&lt;/b&gt; (S) показывает лучшую попытку: он не знает колоду и поэтому играет по вероятностям ещё не открытых карт.</translation>
    </message>
    <message>
        <source>Hint: the deal is lost from here. Suggest (S) shows the best try.</source>
        <translation>Подсказка: отсюда расклад проигран. Совет (S) показывает лучшую попытку.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The deal is lost from here&lt;/b&gt;: the solver proved that no line of play wins.</source>
        <translation>&lt;b&gt;Отсюда расклад проигран&lt;/b&gt;: решатель доказал, что не выигрывает ни один вариант игры.</translation>
    </message>
    <message>
        <source>Hint: the deal is lost from here.</source>
        <translation>Подсказка: отсюда расклад проигран.</translation>
    </message>
</context>
<context>
    <name>KeyboardCursor</name>
    <message>
        <source>{0}, onto {1}</source>
        <translation>{0}, на: {1}</translation>
    </message>
    <message>
        <source>Enter or Space drops it there; Tab chooses another pile; Escape puts it back.</source>
        <translation>Enter или пробел кладёт её сюда; Tab выбирает другую стопку; Escape возвращает её на место.</translation>
    </message>
    <message>
        <source>{0}, the turned card</source>
        <translation>{0}, открытая карта</translation>
    </message>
    <message>
        <source>{0}, top of {1}</source>
        <translation>{0}, сверху: {1}</translation>
    </message>
    <message>
        <source>Goes to {0} or any waste pile.</source>
        <translation>Идёт на: {0} или на любой сброс.</translation>
    </message>
    <message>
        <source>Goes to {0}.</source>
        <translation>Идёт на: {0}.</translation>
    </message>
    <message>
        <source>Goes to any waste pile.</source>
        <translation>Идёт на любой сброс.</translation>
    </message>
    <message>
        <source>Enter or Space picks it up.</source>
        <translation>Enter или пробел берёт её.</translation>
    </message>
</context>
<context>
    <name>LanguageBox</name>
    <message>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <source>System ({language})</source>
        <translation>Системный ({language})</translation>
    </message>
    <message>
        <source>The new language applies the next time Calculation starts.</source>
        <translation>Новый язык будет применён при следующем запуске «Расчёта».</translation>
    </message>
    <message>
        <source>A new choice applies the next time Calculation starts.</source>
        <translation>Новый выбор будет применён при следующем запуске «Расчёта».</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>This game has %n waste pile(s).</source>
        <translation>
            <numerusform>В этой игре %n сброс.</numerusform>
            <numerusform>В этой игре %n сброса.</numerusform>
            <numerusform>В этой игре %n сбросов.</numerusform>
        </translation>
    </message>
    <message>
        <source>The stock is used up.</source>
        <translation>Колода кончилась.</translation>
    </message>
    <message>
        <source>Waste pile {pile} is empty.</source>
        <translation>Сброс {pile} пуст.</translation>
    </message>
    <message>
        <source>Calculation</source>
        <translation>Расчёт</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Игровой стол</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>Нечего отменять.</translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <translation>Нечего повторять.</translation>
    </message>
    <message>
        <source>Not allowed: {reason}.</source>
        <translation>Нельзя: {reason}.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;You won!&lt;/b&gt; All 52 cards are on the foundations in %n move(s).</source>
        <translation>
            <numerusform>&lt;b&gt;Победа!&lt;/b&gt; Все 52 карты на основаниях за %n ход.</numerusform>
            <numerusform>&lt;b&gt;Победа!&lt;/b&gt; Все 52 карты на основаниях за %n хода.</numerusform>
            <numerusform>&lt;b&gt;Победа!&lt;/b&gt; Все 52 карты на основаниях за %n ходов.</numerusform>
        </translation>
    </message>
    <message>
        <source>New deal</source>
        <translation>Новый расклад</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Blocked.&lt;/b&gt; The stock is used up and no waste-pile top fits a foundation (%n card(s) left).</source>
        <translation>
            <numerusform>&lt;b&gt;Тупик.&lt;/b&gt; Колода кончилась, и ни одна верхняя карта сброса не подходит к основанию (осталась %n карта).</numerusform>
            <numerusform>&lt;b&gt;Тупик.&lt;/b&gt; Колода кончилась, и ни одна верхняя карта сброса не подходит к основанию (остались %n карты).</numerusform>
            <numerusform>&lt;b&gt;Тупик.&lt;/b&gt; Колода кончилась, и ни одна верхняя карта сброса не подходит к основанию (осталось %n карт).</numerusform>
        </translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Заново</translation>
    </message>
    <message>
        <source>Daily deal {date}</source>
        <translation>Расклад дня {date}</translation>
    </message>
    <message>
        <source>{variant} — {deal}</source>
        <translation>{variant} — {deal}</translation>
    </message>
    <message>
        <source>Hand-made deck</source>
        <translation>Колода, собранная вручную</translation>
    </message>
    <message>
        <source>Autoplay is off: double-click or drag the card, or use the keys (see Help → Rules).</source>
        <translation>Автоигра выключена: щёлкните карту дважды, перетащите её или используйте клавиши (см. Справка → Правила).</translation>
    </message>
    <message>
        <source>Deal {number}</source>
        <translation>Расклад {number}</translation>
    </message>
    <message>
        <source>Stock: {count}</source>
        <translation>Колода: {count}</translation>
    </message>
    <message>
        <source>Moves: {count}</source>
        <translation>Ходы: {count}</translation>
    </message>
    <message>
        <source>&amp;New deal</source>
        <translation>&amp;Новый расклад</translation>
    </message>
    <message>
        <source>Deal a new game</source>
        <translation>Начать новый расклад</translation>
    </message>
    <message>
        <source>&amp;Restart deal</source>
        <translation>Начать расклад &amp;заново</translation>
    </message>
    <message>
        <source>Start this deal again from the beginning</source>
        <translation>Сыграть этот расклад заново с самого начала</translation>
    </message>
    <message>
        <source>Deal by n&amp;umber…</source>
        <translation>Расклад по но&amp;меру…</translation>
    </message>
    <message>
        <source>Play a deal given by its number</source>
        <translation>Сыграть расклад по его номеру</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>С&amp;татистика…</translation>
    </message>
    <message>
        <source>Games played, won and lost</source>
        <translation>Сыгранные, выигранные и проигранные партии</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Вы&amp;ход</translation>
    </message>
    <message>
        <source>Quit Calculation</source>
        <translation>Выйти из «Расчёта»</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <translation>Отменить последний ход</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <source>Play the undone move again</source>
        <translation>Снова сыграть отменённый ход</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>Подс&amp;казка</translation>
    </message>
    <message>
        <source>Show a good move</source>
        <translation>Показать хороший ход</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Настройки…</translation>
    </message>
    <message>
        <source>Game, waste piles, autoplay, animation, language</source>
        <translation>Игра, сбросы, автоигра, анимация, язык</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Правила</translation>
    </message>
    <message>
        <source>The rules of the current game</source>
        <translation>Правила текущей игры</translation>
    </message>
    <message>
        <source>&amp;About Calculation</source>
        <translation>&amp;О программе «Расчёт»</translation>
    </message>
    <message>
        <source>Version and licence</source>
        <translation>Версия и лицензия</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>Полный &amp;экран</translation>
    </message>
    <message>
        <source>Show the table on the whole screen, or in a window again</source>
        <translation>Показать стол на весь экран или снова в окне</translation>
    </message>
    <message>
        <source>New deal</source>
        <comment>toolbar</comment>
        <translation>Сдать</translation>
    </message>
    <message>
        <source>Restart deal</source>
        <comment>toolbar</comment>
        <translation>Снова</translation>
    </message>
    <message>
        <source>Settings</source>
        <comment>toolbar</comment>
        <translation>Опции</translation>
    </message>
    <message>
        <source>Undo</source>
        <comment>toolbar</comment>
        <translation>Назад</translation>
    </message>
    <message>
        <source>Redo</source>
        <comment>toolbar</comment>
        <translation>Повтор</translation>
    </message>
    <message>
        <source>Hint</source>
        <comment>toolbar</comment>
        <translation>Подсказка</translation>
    </message>
    <message>
        <source>Turned card to waste pile &amp;{pile}</source>
        <translation>Открытую карту на сброс &amp;{pile}</translation>
    </message>
    <message>
        <source>Turned card to a &amp;foundation</source>
        <translation>Открытую карту на &amp;основание</translation>
    </message>
    <message>
        <source>Waste pile {pile} to a foundation</source>
        <translation>Сброс {pile} на основание</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Ходы</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <translation>Главная панель инструментов</translation>
    </message>
    <message>
        <source>C&amp;hoose game</source>
        <translation>&amp;Выбрать игру</translation>
    </message>
    <message>
        <source>Play another game or another form of it: a new deal of it</source>
        <translation>Сыграть в другую игру или её вариант: новый расклад</translation>
    </message>
    <message>
        <source>Game</source>
        <comment>toolbar</comment>
        <translation>Игра</translation>
    </message>
</context>
<context>
    <name>MenuEntry</name>
    <message>
        <source>Patience Game</source>
        <translation>Пасьянс</translation>
    </message>
    <message>
        <source>Play Calculation, Sir Tommy and Strategy: patience games for people who like to think ahead</source>
        <translation>«Расчёт», «Сэр Томми» и «Стратегия»: пасьянсы для тех, кто любит думать наперёд</translation>
    </message>
    <message>
        <source>patience;solitaire;cards;calculation;broken intervals;sir tommy;strategy;</source>
        <translation>пасьянс;карты;расчёт;сэр томми;стратегия;</translation>
    </message>
    <message>
        <source>Patience games for people who like to think ahead</source>
        <translation>Пасьянсы для тех, кто любит думать наперёд</translation>
    </message>
</context>
<context>
    <name>Move</name>
    <message>
        <source>{card} to foundation {number}</source>
        <translation>{card} на основание {number}</translation>
    </message>
    <message>
        <source>{card} to waste pile {number}</source>
        <translation>{card} на сброс {number}</translation>
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
        <translation>В этом раскладе играла демонстрация: игры с демонстрацией не учитываются в статистике.</translation>
    </message>
    <message>
        <source>This game was counted as lost already: another Calculation window left it unfinished, so this win does not count.</source>
        <translation>Эта партия уже засчитана как проигранная: другое окно «Расчёта» оставило её незаконченной, поэтому эта победа не засчитывается.</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>No foundation wants the {card} now.</source>
        <translation>Сейчас ни одно основание не примет эту карту: {card}.</translation>
    </message>
    <message>
        <source>The foundations wait for the stock: while it lasts, only an Ace from the stock may go up.</source>
        <translation>Основания ждут конца колоды: пока она не кончилась, на основание может пойти только туз из колоды.</translation>
    </message>
    <message>
        <source>There is no card to move there.</source>
        <translation>Отсюда нечего переносить.</translation>
    </message>
    <message>
        <source>A card never moves from one waste pile to another: a waste pile's top card goes only to a foundation.</source>
        <translation>Карта никогда не переходит с одного сброса на другой: верхняя карта сброса идёт только на основание.</translation>
    </message>
    <message>
        <source>The {card} cannot go there.</source>
        <translation>Эта карта не может пойти туда: {card}.</translation>
    </message>
    <message>
        <source>Nothing goes back to the stock.</source>
        <translation>В колоду ничего не возвращается.</translation>
    </message>
    <message>
        <source>Foundation {k} is complete; foundation {other} takes the {card}.</source>
        <translation>Основание {k} заполнено; эту карту ({card}) возьмёт основание {other}.</translation>
    </message>
    <message>
        <source>Foundation {k} follows its own suit; foundation {other} takes the {card}.</source>
        <translation>Основание {k} держится своей масти; эту карту ({card}) возьмёт основание {other}.</translation>
    </message>
    <message>
        <source>Foundation {k} wants {rank} next, not the {card}; foundation {other} takes it.</source>
        <translation>Основание {k} ждёт сейчас {rank}, а не эту карту ({card}); её возьмёт основание {other}.</translation>
    </message>
    <message>
        <source>Cards on a foundation stay there: the {card} cannot move.</source>
        <translation>Карты на основании остаются там: эта карта не может двигаться ({card}).</translation>
    </message>
    <message>
        <source>The stock is turned one card at a time: play the turned card first.</source>
        <translation>Колода открывается по одной карте: сначала сыграйте открытую карту.</translation>
    </message>
    <message>
        <source>Only the top card of a waste pile moves: the {card} is covered.</source>
        <translation>Двигается только верхняя карта сброса: эта карта закрыта ({card}).</translation>
    </message>
    <message>
        <source>The game is over: nothing moves any more.</source>
        <translation>Партия окончена: больше ничего не двигается.</translation>
    </message>
    <message>
        <source>an Ace</source>
        <translation>туза</translation>
    </message>
    <message>
        <source>a Two</source>
        <translation>двойку</translation>
    </message>
    <message>
        <source>a Three</source>
        <translation>тройку</translation>
    </message>
    <message>
        <source>a Four</source>
        <translation>четвёрку</translation>
    </message>
    <message>
        <source>a Five</source>
        <translation>пятёрку</translation>
    </message>
    <message>
        <source>a Six</source>
        <translation>шестёрку</translation>
    </message>
    <message>
        <source>a Seven</source>
        <translation>семёрку</translation>
    </message>
    <message>
        <source>an Eight</source>
        <translation>восьмёрку</translation>
    </message>
    <message>
        <source>a Nine</source>
        <translation>девятку</translation>
    </message>
    <message>
        <source>a Ten</source>
        <translation>десятку</translation>
    </message>
    <message>
        <source>a Jack</source>
        <translation>валета</translation>
    </message>
    <message>
        <source>a Queen</source>
        <translation>даму</translation>
    </message>
    <message>
        <source>a King</source>
        <translation>короля</translation>
    </message>
    <message>
        <source>cards never leave a foundation</source>
        <translation>карты никогда не уходят с основания</translation>
    </message>
    <message>
        <source>the stock is empty</source>
        <translation>колода пуста</translation>
    </message>
    <message>
        <source>there is no waste pile {number} (this game has {count})</source>
        <translation>сброса {number} нет (в этой игре их {count})</translation>
    </message>
    <message>
        <source>waste pile {number} is empty</source>
        <translation>сброс {number} пуст</translation>
    </message>
    <message>
        <source>unknown source pile</source>
        <translation>неизвестная исходная стопка</translation>
    </message>
    <message>
        <source>nothing goes back to the stock</source>
        <translation>в колоду ничего не возвращается</translation>
    </message>
    <message>
        <source>a card never moves from one waste pile to another</source>
        <translation>карта никогда не переходит с одного сброса на другой</translation>
    </message>
    <message>
        <source>there is no foundation {number}</source>
        <translation>основания {number} нет</translation>
    </message>
    <message>
        <source>foundation {number} is complete</source>
        <translation>основание {number} заполнено</translation>
    </message>
    <message>
        <source>no waste card goes to a foundation while the stock lasts</source>
        <translation>пока не кончилась колода, карты сброса не идут на основания</translation>
    </message>
    <message>
        <source>foundation {number} takes no card after its first while the stock lasts</source>
        <translation>пока не кончилась колода, основание {number} после первой карты больше ничего не принимает</translation>
    </message>
    <message>
        <source>foundation {number} is empty and starts with {rank}, not {card}</source>
        <translation>основание {number} пусто и ждёт сначала {rank}, а не эту карту: {card}</translation>
    </message>
    <message>
        <source>foundation {number} follows {suit}: it wants {rank} of that suit, not {card}</source>
        <translation>основание {number} держится масти {suit}: оно ждёт {rank} этой масти, а не эту карту: {card}</translation>
    </message>
    <message>
        <source>foundation {number} wants {rank}, not {card}</source>
        <translation>основание {number} ждёт {rank}, а не эту карту: {card}</translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message numerus="yes">
        <source>The winning line: %n move(s). Press Play, or Next to step through it.</source>
        <translation>
            <numerusform>Выигрышный вариант: %n ход. Нажмите «Воспроизвести» или «Далее», чтобы пройти его по шагам.</numerusform>
            <numerusform>Выигрышный вариант: %n хода. Нажмите «Воспроизвести» или «Далее», чтобы пройти его по шагам.</numerusform>
            <numerusform>Выигрышный вариант: %n ходов. Нажмите «Воспроизвести» или «Далее», чтобы пройти его по шагам.</numerusform>
        </translation>
    </message>
    <message>
        <source>Replay table</source>
        <translation>Стол воспроизведения</translation>
    </message>
    <message>
        <source>Replay move</source>
        <translation>Воспроизводимый ход</translation>
    </message>
    <message>
        <source>Violet ring: the card just played. Yellow: the next move, which Next plays.</source>
        <translation>Фиолетовое кольцо: только что сыгранная карта. Жёлтым: следующий ход, который сыграет «Далее».</translation>
    </message>
    <message>
        <source>◀ &amp;Back</source>
        <translation>◀ &amp;Назад</translation>
    </message>
    <message>
        <source>&amp;Next ▶</source>
        <translation>&amp;Далее ▶</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Воспроизвести</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Закрыть</translation>
    </message>
    <message>
        <source>{intro} Next (highlighted): {move}.</source>
        <translation>{intro} Следующий (выделен): {move}.</translation>
    </message>
    <message>
        <source>Move {index} of {count}: {move}. Next (highlighted): {next}.</source>
        <translation>Ход {index} из {count}: {move}. Следующий (выделен): {next}.</translation>
    </message>
    <message>
        <source>Move {index} of {count}: {move} — all 52 cards are on the foundations.</source>
        <translation>Ход {index} из {count}: {move} — все 52 карты на основаниях.</translation>
    </message>
    <message>
        <source>Move {index} of {count}: {move}</source>
        <translation>Ход {index} из {count}: {move}</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Пауза</translation>
    </message>
</context>
<context>
    <name>ReviewActions</name>
    <message>
        <source>Re&amp;view game…</source>
        <translation>&amp;Разбор партии…</translation>
    </message>
    <message>
        <source>The Advisor's winning chance after every move, the moves that lowered it and the solver's verdict</source>
        <translation>Шанс советчика на выигрыш после каждого хода, ходы, которые его снизили, и вердикт решателя</translation>
    </message>
    <message>
        <source>Review a re&amp;cent game</source>
        <translation>Разбор н&amp;едавней партии</translation>
    </message>
    <message>
        <source>Make a move first: there is nothing to review yet.</source>
        <translation>Сначала сделайте ход: разбирать пока нечего.</translation>
    </message>
    <message>
        <source>won after move {moves}</source>
        <translation>победа после хода {moves}</translation>
    </message>
    <message>
        <source>abandoned after move {moves}</source>
        <translation>брошена после хода {moves}</translation>
    </message>
    <message>
        <source>lost after move {moves}</source>
        <translation>поражение после хода {moves}</translation>
    </message>
    <message>
        <source>{variant}, {deal}: {outcome}, {date}</source>
        <translation>{variant}, {deal}: {outcome}, {date}</translation>
    </message>
    <message>
        <source>Review: {variant}, {deal}</source>
        <translation>Разбор: {variant}, {deal}</translation>
    </message>
    <message>
        <source>No recorded game yet</source>
        <translation>Сохранённых партий пока нет</translation>
    </message>
    <message>
        <source>Review cancelled.</source>
        <translation>Разбор отменён.</translation>
    </message>
    <message>
        <source>The review failed: {reason}</source>
        <translation>Разбор не удался: {reason}</translation>
    </message>
</context>
<context>
    <name>ReviewChart</name>
    <message>
        <source>the Advisor's chance</source>
        <translation>шанс советчика</translation>
    </message>
    <message>
        <source>the position on the board</source>
        <translation>позиция на столе</translation>
    </message>
    <message>
        <source>a move that lost chance</source>
        <translation>ход, потерявший шанс</translation>
    </message>
    <message>
        <source>shaded: no line of play wins any more</source>
        <translation>затенено: ни один вариант игры больше не выигрывает</translation>
    </message>
    <message>
        <source>Winning chance chart</source>
        <translation>График шанса на победу</translation>
    </message>
    <message>
        <source>The Advisor's winning chance after each move; click to see that position</source>
        <translation>Шанс советчика на выигрыш после каждого хода; щёлкните, чтобы увидеть эту позицию</translation>
    </message>
    <message>
        <source>The Advisor's winning chance after each move</source>
        <translation>Шанс советчика на выигрыш после каждого хода</translation>
    </message>
    <message>
        <source>start</source>
        <translation>начало</translation>
    </message>
    <message>
        <source>move {number}</source>
        <translation>ход {number}</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <source>You won this deal.</source>
        <translation>Вы выиграли этот расклад.</translation>
    </message>
    <message>
        <source>Move {number}: {played} kept {kept}; {better} would have kept {better_kept}.</source>
        <translation>Ход {number}: {played} сохранил {kept}; {better} сохранил бы {better_kept}.</translation>
    </message>
    <message>
        <source>With the cards' order known, no line of play wins this deal (the solver proved it).</source>
        <translation>Если знать порядок карт, ни один вариант игры не выигрывает этот расклад (решатель это доказал).</translation>
    </message>
    <message>
        <source>This deal is still winnable: after move {last} a winning line remains.</source>
        <translation>Этот расклад ещё можно выиграть: после хода {last} остаётся выигрышный вариант.</translation>
    </message>
    <message>
        <source>This deal was winnable at least until move {last}; the solver could not decide the positions after it in time.</source>
        <translation>Этот расклад можно было выиграть по крайней мере до хода {last}; решатель не успел оценить позиции после него.</translation>
    </message>
    <message>
        <source>The solver proved the position after move {lost} lost, but could not decide the earlier ones in time.</source>
        <translation>Решатель доказал, что позиция после хода {lost} проиграна, но не успел оценить более ранние.</translation>
    </message>
    <message>
        <source>The solver could not decide in time whether this deal was winnable.</source>
        <translation>Решатель не успел определить, можно ли было выиграть этот расклад.</translation>
    </message>
    <message>
        <source>{kept} is the chance as the move was made; then the next card turned up, making it {chance}.</source>
        <translation>{kept} — это шанс в момент хода; затем открылась следующая карта, и шанс стал {chance}.</translation>
    </message>
    <message>
        <source>With the cards' order known, the deal could still be won before move {lost}; after it no line of play wins.</source>
        <translation>Если знать порядок карт, расклад ещё можно было выиграть до хода {lost}; после него ни один вариант игры не выигрывает.</translation>
    </message>
    <message>
        <source>From what you could see, no move of yours lost more chance than the estimate's noise.</source>
        <translation>По тому, что было видно, ни один ваш ход не потерял шанса больше, чем шум оценки.</translation>
    </message>
    <message>
        <source>From what you could see, moves that lost more chance than the estimate's noise: {count}; the most, move {number}: {kept} instead of {better_kept}.</source>
        <translation>По тому, что было видно, ходов, потерявших шанса больше шума оценки: {count}; больше всего ход {number}: {kept} вместо {better_kept}.</translation>
    </message>
    <message>
        <source>Riskier than needed: you won, but each of these moves lowered the Advisor's chance by more than the noise (click one to see it):</source>
        <translation>Рискованнее, чем нужно: вы выиграли, но каждый из этих ходов снизил шанс советчика больше, чем на шум (щёлкните ход, чтобы его увидеть):</translation>
    </message>
    <message>
        <source>Biggest mistakes: the moves that lowered the Advisor's chance the most (click one to see it):</source>
        <translation>Самые большие ошибки: ходы, сильнее всего снизившие шанс советчика (щёлкните ход, чтобы его увидеть):</translation>
    </message>
    <message>
        <source>The deal as dealt: the Advisor's chance {chance}.</source>
        <translation>Расклад как сдан: шанс советчика {chance}.</translation>
    </message>
    <message>
        <source>After move {index}: the Advisor's chance {chance}.</source>
        <translation>После хода {index}: шанс советчика {chance}.</translation>
    </message>
    <message>
        <source>With the cards' order known, this move lost the deal: no line of play wins from here.</source>
        <translation>Если знать порядок карт, этот ход проиграл расклад: отсюда ни один вариант игры не выигрывает.</translation>
    </message>
    <message>
        <source>With the cards' order known, no line of play wins from here.</source>
        <translation>Если знать порядок карт, отсюда ни один вариант игры не выигрывает.</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Вердикт</translation>
    </message>
    <message>
        <source>Review progress</source>
        <translation>Ход разбора</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Chart legend</source>
        <translation>Легенда графика</translation>
    </message>
    <message>
        <source>Moves that lost chance</source>
        <translation>Ходы, потерявшие шанс</translation>
    </message>
    <message>
        <source>The deal as dealt. Click the chart or a move in the list, or press Next.</source>
        <translation>Расклад в исходном виде. Щёлкните по графику или по ходу в списке либо нажмите «Далее».</translation>
    </message>
    <message>
        <source>Reviewing the game: the Advisor's chance after every move, then the solver's verdict.</source>
        <translation>Разбор партии: шанс советчика после каждого хода, затем вердикт решателя.</translation>
    </message>
    <message>
        <source>Chance: how often the Advisor (Suggest) wins from a position. Like you, it does not know the order of the cards still in the stock; its trials of random orders are calibrated against its own games, so the chance reads as odds. Hint's solver, which knows the order, answers another question: whether a winning line exists.</source>
        <translation>Шанс: как часто советчик (Совет) выигрывает из позиции. Как и вы, он не знает порядка карт, оставшихся в колоде; его пробы со случайными порядками откалиброваны по его собственным партиям, поэтому шанс читается как ваши шансы. Решатель Подсказки, который знает порядок, отвечает на другой вопрос: есть ли выигрышный вариант.</translation>
    </message>
    <message>
        <source>The position shown</source>
        <translation>Показанная позиция</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Закрыть</translation>
    </message>
    <message>
        <source>Reviewing… %p%</source>
        <translation>Разбор… %p%</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>by ones</source>
        <translation>через один</translation>
    </message>
    <message>
        <source>by twos</source>
        <translation>через два</translation>
    </message>
    <message>
        <source>by threes</source>
        <translation>через три</translation>
    </message>
    <message>
        <source>by fours</source>
        <translation>через четыре</translation>
    </message>
    <message>
        <source>{step}, first card {rank}, placed before play</source>
        <translation>{step}, первая карта: {rank}, выложена до игры</translation>
    </message>
    <message>
        <source>{step}, first card {rank}, when one turns up</source>
        <translation>{step}, первая карта: {rank}, когда она выйдет</translation>
    </message>
    <message>
        <source>{step}, first card {rank}, then its suit only</source>
        <translation>{step}, первая карта: {rank}, дальше только её масть</translation>
    </message>
    <message>
        <source>{step}, first card {rank}, placed before play, then its suit only</source>
        <translation>{step}, первая карта: {rank}, выложена до игры, дальше только её масть</translation>
    </message>
    <message>
        <source>by steps of {step}</source>
        <translation>шагом {step}</translation>
    </message>
    <message>
        <source>Foundation</source>
        <translation>Основание</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Шаг</translation>
    </message>
    <message>
        <source>Four foundations build at once: the first by ones, the second by twos, the third by threes and the fourth by fours, counting past the King back to the Ace (13 wraps round to 1). Suits never matter. Before play, the first Ace, Two, Three and Four of the deck are laid out as the foundations' bases.</source>
        <translation>Четыре основания строятся одновременно: первое через один, второе через два, третье через три и четвёртое через четыре, после короля счёт снова идёт от туза (после 13 идёт 1). Масти никогда не важны. До игры первые туз, двойка, тройка и четвёрка колоды выкладываются как начала оснований.</translation>
    </message>
    <message>
        <source>Four foundations build at once: the first by ones, the second by twos, the third by threes and the fourth by fours, counting past the King back to the Ace (13 wraps round to 1). Suits never matter. All four foundations start &lt;b&gt;empty&lt;/b&gt;: foundation 1 can only be started with an Ace, foundation 2 with a Two, foundation 3 with a Three and foundation 4 with a Four, when one turns up.</source>
        <translation>Четыре основания строятся одновременно: первое через один, второе через два, третье через три и четвёртое через четыре, после короля счёт снова идёт от туза (после 13 идёт 1). Масти никогда не важны. Все четыре основания начинаются &lt;b&gt;пустыми&lt;/b&gt;: основание 1 можно начать только тузом, основание 2 — двойкой, основание 3 — тройкой и основание 4 — четвёркой, когда такая карта выйдет.</translation>
    </message>
    <message>
        <source>Four foundations build up by ones from Ace to King. Suits never matter. Each foundation starts empty; any Ace may start any empty foundation.</source>
        <translation>Четыре основания строятся по одному от туза до короля. Масти никогда не важны. Каждое основание начинается пустым; любой туз может начать любое пустое основание.</translation>
    </message>
    <message>
        <source>Four foundations build up by ones from Ace to King, each in &lt;b&gt;one suit&lt;/b&gt;: the suit of the Ace that started it. Each foundation starts empty; any Ace may start any empty foundation.</source>
        <translation>Четыре основания строятся по одному от туза до короля, каждое в &lt;b&gt;одной масти&lt;/b&gt;: масти туза, который его начал. Каждое основание начинается пустым; любой туз может начать любое пустое основание.</translation>
    </message>
    <message>
        <source>The game as the classic books give it. Four foundations build up by ones from Ace to King, each in &lt;b&gt;one suit&lt;/b&gt;: the suit of the Ace that started it, and there are &lt;b&gt;eight&lt;/b&gt; waste piles. &lt;b&gt;While the stock lasts&lt;/b&gt;, only an Ace may go up (any Ace starts any empty foundation); every other card goes onto a waste pile, and no waste-pile card may move. Once the stock is used up, the waste-pile tops build on the foundations.</source>
        <translation>Игра в том виде, в каком её дают классические книги. Четыре основания строятся по одному от туза до короля, каждое в &lt;b&gt;одной масти&lt;/b&gt;: масти туза, который его начал, а сбросов &lt;b&gt;восемь&lt;/b&gt;. &lt;b&gt;Пока не кончилась колода&lt;/b&gt;, наверх может идти только туз (любой туз начинает любое пустое основание); любая другая карта идёт на сброс, и ни одна карта сброса не может двигаться. Когда колода кончилась, верхние карты сбросов строятся на основаниях.</translation>
    </message>
    <message>
        <source>&lt;p&gt;Every foundation takes exactly 13 cards and ends on a King.&lt;/p&gt;&lt;h3&gt;Play&lt;/h3&gt;&lt;p&gt;The stock is turned one card at a time, in a single pass (no redeal). The turned card must be placed before the next one is turned: on a foundation that wants it, or on any of the &lt;b&gt;{piles}&lt;/b&gt; waste piles, whatever its rank. The top card of a waste pile may go to a foundation that wants it at any time. Nothing else moves: never from one waste pile to another, never off a foundation.&lt;/p&gt;&lt;p&gt;The skill is in the waste piles: they are stacks you can only take from the top, so put cards that will be wanted late under cards that will be wanted soon.&lt;/p&gt;&lt;h3&gt;End&lt;/h3&gt;&lt;p&gt;You win when all 52 cards are on the foundations. The game is lost (blocked) when the stock is used up and no waste-pile top fits any foundation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Каждое основание принимает ровно 13 карт и кончается королём.&lt;/p&gt;&lt;h3&gt;Игра&lt;/h3&gt;&lt;p&gt;Колода открывается по одной карте, за один проход (без пересдачи). Открытую карту нужно положить, прежде чем открыть следующую: на основание, которое её ждёт, или на любой из &lt;b&gt;{piles}&lt;/b&gt; сбросов, каким бы ни было её значение. Верхнюю карту сброса можно в любой момент положить на основание, которое её ждёт. Больше ничего не двигается: никогда со сброса на сброс, никогда с основания.&lt;/p&gt;&lt;p&gt;Всё искусство — в сбросах: брать из них можно только сверху, поэтому кладите карты, которые понадобятся поздно, под карты, которые понадобятся скоро.&lt;/p&gt;&lt;h3&gt;Конец&lt;/h3&gt;&lt;p&gt;Вы выигрываете, когда все 52 карты лежат на основаниях. Партия проиграна (тупик), когда колода кончилась и ни одна верхняя карта сброса не подходит ни к одному основанию.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Every foundation takes exactly 13 cards and ends on a King.&lt;/p&gt;&lt;h3&gt;Play&lt;/h3&gt;&lt;p&gt;The stock is turned one card at a time, in a single pass (no redeal). The turned card must be placed before the next one is turned: an Ace on an empty foundation, any other card on any of the &lt;b&gt;{piles}&lt;/b&gt; waste piles, whatever its rank. While the stock lasts, no waste-pile card moves. Once the stock is used up, the top card of a waste pile may go to a foundation that wants it. Nothing else moves: never from one waste pile to another, never off a foundation.&lt;/p&gt;&lt;p&gt;The skill is in the waste piles: they are stacks you can only take from the top, so put cards that will be wanted late under cards that will be wanted soon.&lt;/p&gt;&lt;h3&gt;End&lt;/h3&gt;&lt;p&gt;You win when all 52 cards are on the foundations. The game is lost (blocked) when the stock is used up and no waste-pile top fits any foundation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Каждое основание принимает ровно 13 карт и кончается королём.&lt;/p&gt;&lt;h3&gt;Игра&lt;/h3&gt;&lt;p&gt;Колода открывается по одной карте, за один проход (без пересдачи). Открытую карту нужно положить, прежде чем открыть следующую: туза — на пустое основание, любую другую карту — на любой из &lt;b&gt;{piles}&lt;/b&gt; сбросов, каким бы ни было её значение. Пока колода не кончилась, ни одна карта сброса не двигается. Когда колода кончится, верхнюю карту сброса можно положить на основание, которое её ждёт. Больше ничего не двигается: никогда со сброса на сброс, никогда с основания.&lt;/p&gt;&lt;p&gt;Всё искусство — в сбросах: брать из них можно только сверху, поэтому кладите карты, которые понадобятся поздно, под карты, которые понадобятся скоро.&lt;/p&gt;&lt;h3&gt;Конец&lt;/h3&gt;&lt;p&gt;Вы выигрываете, когда все 52 карты лежат на основаниях. Партия проиграна (тупик), когда колода кончилась и ни одна верхняя карта сброса не подходит ни к одному основанию.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;How to play here&lt;/h3&gt;&lt;p&gt;Drag the turned card or a waste-pile top to a pile. With &lt;i&gt;Autoplay&lt;/i&gt; on, a click plays a card: a waste-pile top goes to a foundation that wants it; the turned card goes to a foundation that wants it or else to the waste pile the rating judges best. Keys: &lt;b&gt;1&lt;/b&gt;&amp;ndash;&lt;b&gt;{piles}&lt;/b&gt; put the turned card on that waste pile, &lt;b&gt;F&lt;/b&gt; plays it to a foundation, &lt;b&gt;Shift+1&lt;/b&gt;&amp;ndash;&lt;b&gt;{piles}&lt;/b&gt; play that waste pile's top to a foundation; &lt;b&gt;Ctrl+Z&lt;/b&gt; undo, &lt;b&gt;Ctrl+Shift+Z&lt;/b&gt; redo, &lt;b&gt;H&lt;/b&gt; hint.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Как здесь играть&lt;/h3&gt;&lt;p&gt;Перетащите открытую карту или верхнюю карту сброса на стопку. При включённой &lt;i&gt;автоигре&lt;/i&gt; щелчок играет карту: верхняя карта сброса идёт на основание, которое её ждёт; открытая карта идёт на основание, которое её ждёт, а иначе на сброс, который оценка считает лучшим. Клавиши: &lt;b&gt;1&lt;/b&gt;&amp;ndash;&lt;b&gt;{piles}&lt;/b&gt; кладут открытую карту на этот сброс, &lt;b&gt;F&lt;/b&gt; играет её на основание, &lt;b&gt;Shift+1&lt;/b&gt;&amp;ndash;&lt;b&gt;{piles}&lt;/b&gt; играют верхнюю карту этого сброса на основание; &lt;b&gt;Ctrl+Z&lt;/b&gt; — отмена, &lt;b&gt;Ctrl+Shift+Z&lt;/b&gt; — повтор, &lt;b&gt;H&lt;/b&gt; — подсказка.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;With a screen reader: &lt;b&gt;Tab&lt;/b&gt; and the arrow keys move from card to card and pile to pile, &lt;b&gt;Enter&lt;/b&gt; picks up and drops; &lt;b&gt;R&lt;/b&gt; reads the whole table, &lt;b&gt;Ctrl+1&lt;/b&gt;&amp;ndash;&lt;b&gt;Ctrl+{piles}&lt;/b&gt; read that waste pile from the top down. Moves, refusals, hints and the end of the game are said aloud.&lt;/p&gt;</source>
        <translation>&lt;p&gt;С экранным диктором: &lt;b&gt;Tab&lt;/b&gt; и стрелки переходят от карты к карте и от стопки к стопке, &lt;b&gt;Enter&lt;/b&gt; берёт и кладёт; &lt;b&gt;R&lt;/b&gt; читает весь стол, &lt;b&gt;Ctrl+1&lt;/b&gt;&amp;ndash;&lt;b&gt;Ctrl+{piles}&lt;/b&gt; читают этот сброс сверху вниз. Ходы, отказы, подсказки и конец игры произносятся вслух.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The four sequences</source>
        <translation>Четыре последовательности</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules: {variant}</source>
        <translation>Правила: {variant}</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
</context>
<context>
    <name>ScreenReader</name>
    <message>
        <source>Read the table aloud</source>
        <translation>Прочитать стол вслух</translation>
    </message>
    <message>
        <source>A screen reader reads the turned card, every foundation and every waste pile</source>
        <translation>Экранный диктор читает открытую карту, каждое основание и каждый сброс</translation>
    </message>
    <message>
        <source>Read a waste pile aloud</source>
        <translation>Прочитать сброс вслух</translation>
    </message>
    <message>
        <source>Waste pile {pile}, from the top</source>
        <translation>Сброс {pile}, сверху вниз</translation>
    </message>
    <message>
        <source>New game: {variant}, {deal}</source>
        <translation>Новая игра: {variant}, {deal}</translation>
    </message>
    <message>
        <source>Move taken back</source>
        <translation>Ход отменён</translation>
    </message>
    <message>
        <source>Move played again</source>
        <translation>Ход повторён</translation>
    </message>
    <message>
        <source>Deal restarted</source>
        <translation>Расклад начат заново</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Quick (a rule of thumb)</source>
        <translation>Быстрая (эмпирическое правило)</translation>
    </message>
    <message>
        <source>Strong (weighs the odds)</source>
        <translation>Сильная (взвешивает шансы)</translation>
    </message>
    <message>
        <source>Strongest (as Suggest)</source>
        <translation>Сильнейшая (как Совет)</translation>
    </message>
    <message>
        <source>Click strength</source>
        <translation>Сила щелчка</translation>
    </message>
    <message>
        <source>&amp;Winnable deals only</source>
        <translation>Только &amp;выигрышные расклады</translation>
    </message>
    <message>
        <source>New deal shuffles until the solver proves a deal winnable. Almost every deal of Calculation and Sir Tommy is, so that is quick; in Strategy about 7 deals in 100 are, so it may take a while (the status bar counts the deals tried, Esc stops), and with three waste piles hardly any is.</source>
        <translation>Новый расклад тасует, пока решатель не докажет, что расклад можно выиграть. Почти любой расклад «Расчёта» и «Сэра Томми» таков, так что это быстро; в «Стратегии» таких около 7 из 100, так что это может занять время (строка состояния считает опробованные расклады, Esc прерывает), а с тремя сбросами таких почти нет.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Instant</source>
        <translation>Мгновенно</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Быстро</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Обычно</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Медленно</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>Game (changing these deals a new game)</source>
        <translation>Игра (изменение начинает новый расклад)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Игра:</translation>
    </message>
    <message>
        <source>&amp;Three waste piles (harder)</source>
        <translation>&amp;Три сброса (сложнее)</translation>
    </message>
    <message>
        <source>&amp;No foundations in advance</source>
        <translation>&amp;Без оснований заранее</translation>
    </message>
    <message>
        <source>Cla&amp;ssic: eight waste piles, foundations wait for the stock</source>
        <translation>К&amp;лассика: восемь сбросов, основания ждут конца колоды</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <source>&amp;Autoplay: a click plays a card</source>
        <translation>&amp;Автоигра: щелчок играет карту</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Скорость анимации</translation>
    </message>
    <message>
        <source>Custom ({ms} ms)</source>
        <translation>Своя ({ms} мс)</translation>
    </message>
    <message>
        <source>Animation s&amp;peed:</source>
        <translation>Скорость ани&amp;мации:</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Ход игры</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Язык:</translation>
    </message>
    <message>
        <source>OK deals a new game of {variant}.</source>
        <translation>OK начинает новый расклад: {variant}.</translation>
    </message>
</context>
<context>
    <name>SolverService</name>
    <message>
        <source>Solver working</source>
        <translation>Решатель работает</translation>
    </message>
    <message>
        <source>Stop the solver (Esc)</source>
        <translation>Остановить решатель (Esc)</translation>
    </message>
    <message>
        <source>Cancel solving</source>
        <translation>Отменить решение</translation>
    </message>
    <message>
        <source>Stop the solver</source>
        <translation>Остановить решатель</translation>
    </message>
    <message>
        <source>The solver is busy; wait or cancel it (Esc).</source>
        <translation>Решатель занят; подождите или отмените его (Esc).</translation>
    </message>
    <message>
        <source>Solver cancelled.</source>
        <translation>Решатель отменён.</translation>
    </message>
    <message>
        <source>Solver</source>
        <translation>Решатель</translation>
    </message>
    <message>
        <source>The solver failed: {error}</source>
        <translation>Решатель не справился: {error}</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>{variant} (daily deal)</source>
        <translation>{variant} (расклад дня)</translation>
    </message>
    <message numerus="yes">
        <source>{variant}: %n played, none won yet.</source>
        <translation>
            <numerusform>{variant}: сыграна %n партия, выигранных пока нет.</numerusform>
            <numerusform>{variant}: сыграно %n партии, выигранных пока нет.</numerusform>
            <numerusform>{variant}: сыграно %n партий, выигранных пока нет.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{variant}: %n played, {won} won ({percent}), every win without undo or hint.</source>
        <translation>
            <numerusform>{variant}: сыграна %n партия, выиграно {won} ({percent}), все победы без отмены и подсказки.</numerusform>
            <numerusform>{variant}: сыграно %n партии, выиграно {won} ({percent}), все победы без отмены и подсказки.</numerusform>
            <numerusform>{variant}: сыграно %n партий, выиграно {won} ({percent}), все победы без отмены и подсказки.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{variant}: %n played, {won} won ({percent}), each with undo or a hint.</source>
        <translation>
            <numerusform>{variant}: сыграна %n партия, выиграно {won} ({percent}), каждая с отменой или подсказкой.</numerusform>
            <numerusform>{variant}: сыграно %n партии, выиграно {won} ({percent}), каждая с отменой или подсказкой.</numerusform>
            <numerusform>{variant}: сыграно %n партий, выиграно {won} ({percent}), каждая с отменой или подсказкой.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{variant}: %n played, {won} won ({percent}), {clean} of them without undo or hint.</source>
        <translation>
            <numerusform>{variant}: сыграна %n партия, выиграно {won} ({percent}), из них {clean} без отмены и подсказки.</numerusform>
            <numerusform>{variant}: сыграно %n партии, выиграно {won} ({percent}), из них {clean} без отмены и подсказки.</numerusform>
            <numerusform>{variant}: сыграно %n партий, выиграно {won} ({percent}), из них {clean} без отмены и подсказки.</numerusform>
        </translation>
    </message>
    <message>
        <source>Current streak {current}, best {best}.</source>
        <translation>Текущая серия {current}, лучшая {best}.</translation>
    </message>
    <message>
        <source>Fewest moves in a win: {moves}.</source>
        <translation>Меньше всего ходов в победе: {moves}.</translation>
    </message>
    <message>
        <source>Best time in a win: {time}.</source>
        <translation>Лучшее время победы: {time}.</translation>
    </message>
    <message>
        <source>{lost} ({abandoned} abandoned)</source>
        <translation>{lost} (брошено: {abandoned})</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Сыграно партий</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Выиграно</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Проиграно</translation>
    </message>
    <message>
        <source>Win percentage</source>
        <translation>Процент побед</translation>
    </message>
    <message>
        <source>Won without undo or hint</source>
        <translation>Выиграно без отмены и подсказки</translation>
    </message>
    <message>
        <source>Current winning streak</source>
        <translation>Текущая серия побед</translation>
    </message>
    <message>
        <source>Best winning streak</source>
        <translation>Лучшая серия побед</translation>
    </message>
    <message>
        <source>Current losing streak</source>
        <translation>Текущая серия поражений</translation>
    </message>
    <message>
        <source>Fewest moves in a win</source>
        <translation>Меньше всего ходов в победе</translation>
    </message>
    <message>
        <source>Best time in a win</source>
        <translation>Лучшее время победы</translation>
    </message>
</context>
<context>
    <name>StatsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Вариант</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Вариант:</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Показатели</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Показатель</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Значение</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>Недавние партии</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Итог</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Ходы</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Примечания</translation>
    </message>
    <message>
        <source>&amp;Reset this variant…</source>
        <translation>&amp;Сбросить этот вариант…</translation>
    </message>
    <message>
        <source>Reset the statistics of this variant</source>
        <translation>Сбросить статистику этого варианта</translation>
    </message>
    <message>
        <source>Recent games (latest first, up to {count}):</source>
        <translation>Недавние партии (сначала последние, не больше {count}):</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>брошена</translation>
    </message>
    <message>
        <source>undo or hint used</source>
        <translation>была отмена или подсказка</translation>
    </message>
    <message>
        <source>deal {number}</source>
        <translation>расклад {number}</translation>
    </message>
    <message>
        <source>won</source>
        <translation>победа</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>поражение</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Сбросить статистику</translation>
    </message>
    <message numerus="yes">
        <source>Forget all %n game(s) of {variant}? This cannot be undone.</source>
        <translation>
            <numerusform>Забыть %n партию варианта {variant}? Это нельзя отменить.</numerusform>
            <numerusform>Забыть все %n партии варианта {variant}? Это нельзя отменить.</numerusform>
            <numerusform>Забыть все %n партий варианта {variant}? Это нельзя отменить.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StorageProblem</name>
    <message>
        <source>Your settings file changed while Calculation was running and can no longer be read or used, so the settings of this window are saved in its place. The file was kept as {name} in {folder}.</source>
        <translation>Файл настроек изменился, пока «Расчёт» был запущен, и его больше нельзя прочитать или использовать, поэтому на его место сохраняются настройки этого окна. Файл сохранён как {name} в {folder}.</translation>
    </message>
    <message>
        <source>Your settings file changed while Calculation was running and can no longer be read or used. The file could not be moved aside, so it is left untouched, and changed settings are not saved until Calculation is started again.</source>
        <translation>Файл настроек изменился, пока «Расчёт» был запущен, и его больше нельзя прочитать или использовать. Файл не удалось отложить в сторону, поэтому он оставлен как есть, а изменённые настройки не сохраняются до следующего запуска «Расчёта».</translation>
    </message>
    <message>
        <source>Your statistics file changed while Calculation was running and can no longer be read or used, so the figures this window holds are saved in its place. The file was kept as {name} in {folder}.</source>
        <translation>Файл статистики изменился, пока «Расчёт» был запущен, и его больше нельзя прочитать или использовать, поэтому на его место сохраняются данные этого окна. Файл сохранён как {name} в {folder}.</translation>
    </message>
    <message>
        <source>Your statistics file changed while Calculation was running and can no longer be read or used. The file could not be moved aside, so it is left untouched, and no result is saved until Calculation is started again.</source>
        <translation>Файл статистики изменился, пока «Расчёт» был запущен, и его больше нельзя прочитать или использовать. Файл не удалось отложить в сторону, поэтому он оставлен как есть, а результаты не сохраняются до следующего запуска «Расчёта».</translation>
    </message>
    <message>
        <source>Your settings could not be read, so the default settings are used. The file was kept as {name} in {folder}.</source>
        <translation>Не удалось прочитать настройки, поэтому используются настройки по умолчанию. Файл сохранён как {name} в {folder}.</translation>
    </message>
    <message>
        <source>Your settings could not be read, so the default settings are used. The file could not be moved aside, so it is left untouched, and changed settings are not saved until Calculation is started again.</source>
        <translation>Не удалось прочитать настройки, поэтому используются настройки по умолчанию. Файл не удалось отложить в сторону, поэтому он оставлен как есть, а изменённые настройки не сохраняются до следующего запуска «Расчёта».</translation>
    </message>
    <message>
        <source>Your settings file could not be used, so the default settings are used. The file was kept as {name} in {folder}.</source>
        <translation>Не удалось использовать файл настроек, поэтому используются настройки по умолчанию. Файл сохранён как {name} в {folder}.</translation>
    </message>
    <message>
        <source>Your settings file could not be used, so the default settings are used. The file could not be moved aside, so it is left untouched, and changed settings are not saved until Calculation is started again.</source>
        <translation>Не удалось использовать файл настроек, поэтому используются настройки по умолчанию. Файл не удалось отложить в сторону, поэтому он оставлен как есть, а изменённые настройки не сохраняются до следующего запуска «Расчёта».</translation>
    </message>
    <message>
        <source>Your settings file holds a value this program cannot use for the setting {setting}, so that setting is back to its default and the others are kept. The file was kept as {name} in {folder}.</source>
        <translation>В файле настроек для настройки {setting} записано значение, которое эта программа не может использовать, поэтому эта настройка возвращена к значению по умолчанию, а остальные сохранены. Файл сохранён как {name} в {folder}.</translation>
    </message>
    <message>
        <source>Your settings file holds a value this program cannot use for the setting {setting}, so that setting is back to its default. The file could not be moved aside, so it is left untouched, and changed settings are not saved until Calculation is started again.</source>
        <translation>В файле настроек для настройки {setting} записано значение, которое эта программа не может использовать, поэтому эта настройка возвращена к значению по умолчанию. Файл не удалось отложить в сторону, поэтому он оставлен нетронутым, и изменённые настройки не сохраняются до следующего запуска «Расчёта».</translation>
    </message>
    <message>
        <source>Your settings file holds values this program cannot use for the settings {settings}, so those settings are back to their defaults and the others are kept. The file was kept as {name} in {folder}.</source>
        <translation>В файле настроек для настроек {settings} записаны значения, которые эта программа не может использовать, поэтому эти настройки возвращены к значениям по умолчанию, а остальные сохранены. Файл сохранён как {name} в {folder}.</translation>
    </message>
    <message>
        <source>Your settings file holds values this program cannot use for the settings {settings}, so those settings are back to their defaults. The file could not be moved aside, so it is left untouched, and changed settings are not saved until Calculation is started again.</source>
        <translation>В файле настроек для настроек {settings} записаны значения, которые эта программа не может использовать, поэтому эти настройки возвращены к значениям по умолчанию. Файл не удалось отложить в сторону, поэтому он оставлен нетронутым, и изменённые настройки не сохраняются до следующего запуска «Расчёта».</translation>
    </message>
    <message>
        <source>Your statistics could not be read, so they start again from zero. The file was kept as {name} in {folder}.</source>
        <translation>Не удалось прочитать статистику, поэтому она начинается заново с нуля. Файл сохранён как {name} в {folder}.</translation>
    </message>
    <message>
        <source>Your statistics could not be read, so they start from zero for now. The file could not be moved aside, so it is left untouched, and no result is saved until Calculation is started again.</source>
        <translation>Не удалось прочитать статистику, поэтому пока она начинается с нуля. Файл не удалось отложить в сторону, поэтому он оставлен как есть, а результаты не сохраняются до следующего запуска «Расчёта».</translation>
    </message>
    <message>
        <source>Your statistics file could not be used, so your statistics start again from zero. The file was kept as {name} in {folder}.</source>
        <translation>Не удалось использовать файл статистики, поэтому статистика начинается заново с нуля. Файл сохранён как {name} в {folder}.</translation>
    </message>
    <message>
        <source>Your statistics file could not be used, so your statistics start from zero for now. The file could not be moved aside, so it is left untouched, and no result is saved until Calculation is started again.</source>
        <translation>Не удалось использовать файл статистики, поэтому пока статистика начинается с нуля. Файл не удалось отложить в сторону, поэтому он оставлен как есть, а результаты не сохраняются до следующего запуска «Расчёта».</translation>
    </message>
    <message>
        <source>Your saved game could not be read, so a new game is dealt. The file was kept as {name} in {folder}.</source>
        <translation>Не удалось прочитать сохранённую партию, поэтому сдаётся новый расклад. Файл сохранён как {name} в {folder}.</translation>
    </message>
    <message>
        <source>Your saved game could not be read, so a new game is dealt. The file could not be moved aside, so it is left untouched, and this game is not saved for next time.</source>
        <translation>Не удалось прочитать сохранённую партию, поэтому сдаётся новый расклад. Файл не удалось отложить в сторону, поэтому он оставлен как есть, а эта партия не будет сохранена до следующего раза.</translation>
    </message>
    <message>
        <source>Your saved game file could not be used, so a new game is dealt. The file was kept as {name} in {folder}.</source>
        <translation>Не удалось использовать файл сохранённой партии, поэтому сдаётся новый расклад. Файл сохранён как {name} в {folder}.</translation>
    </message>
    <message>
        <source>Your saved game file could not be used, so a new game is dealt. The file could not be moved aside, so it is left untouched, and this game is not saved for next time.</source>
        <translation>Не удалось использовать файл сохранённой партии, поэтому сдаётся новый расклад. Файл не удалось отложить в сторону, поэтому он оставлен как есть, а эта партия не будет сохранена до следующего раза.</translation>
    </message>
    <message>
        <source>Your settings could not be saved to {path}; the settings saved before are kept.</source>
        <translation>Не удалось сохранить настройки в {path}; остаются сохранённые ранее настройки.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved to {path}; the figures saved before are kept.</source>
        <translation>Не удалось сохранить статистику в {path}; остаются сохранённые ранее показатели.</translation>
    </message>
    <message>
        <source>Your game could not be saved to {path}; the game saved before is kept.</source>
        <translation>Не удалось сохранить партию в {path}; остаётся сохранённая ранее партия.</translation>
    </message>
    <message>
        <source>Your settings could not be saved to {path}.</source>
        <translation>Не удалось сохранить настройки в {path}.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved to {path}.</source>
        <translation>Не удалось сохранить статистику в {path}.</translation>
    </message>
    <message>
        <source>Your game could not be saved to {path}.</source>
        <translation>Не удалось сохранить партию в {path}.</translation>
    </message>
    <message>
        <source>Your settings could not be saved to {path}: something other than a file is in its place and could not be moved aside.</source>
        <translation>Не удалось сохранить настройки в {path}: на этом месте находится что-то, что не является файлом, и его не удалось отложить в сторону.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved to {path}: something other than a file is in its place and could not be moved aside.</source>
        <translation>Не удалось сохранить статистику в {path}: на этом месте находится что-то, что не является файлом, и его не удалось отложить в сторону.</translation>
    </message>
    <message>
        <source>Your game could not be saved to {path}: something other than a file is in its place and could not be moved aside.</source>
        <translation>Не удалось сохранить партию в {path}: на этом месте находится что-то, что не является файлом, и его не удалось отложить в сторону.</translation>
    </message>
    <message>
        <source>What was there was moved aside, and your settings are saved there anew.</source>
        <translation>То, что там было, отложено в сторону, и настройки сохраняются туда заново.</translation>
    </message>
    <message>
        <source>What was there was moved aside, and your statistics are saved there anew.</source>
        <translation>То, что там было, отложено в сторону, и статистика сохраняется туда заново.</translation>
    </message>
    <message>
        <source>What was there was moved aside, and your game is saved there anew.</source>
        <translation>То, что там было, отложено в сторону, и партия сохраняется туда заново.</translation>
    </message>
    <message>
        <source>{path} could not be read any more, so it was kept as {name} in {folder}, and a new file is written in its place.</source>
        <translation>{path} больше не удавалось прочитать, поэтому он сохранён как {name} в {folder}, а на его место записывается новый файл.</translation>
    </message>
    <message>
        <source>The data folder {folder} cannot be used, so your settings, statistics and game in progress cannot be kept this time.</source>
        <translation>Папку данных {folder} использовать нельзя, поэтому в этот раз настройки, статистику и текущую партию сохранить не удастся.</translation>
    </message>
    <message>
        <source>The game's result is kept with your saved game and added to your statistics as soon as they can be saved, even after Calculation is started again.</source>
        <translation>Результат партии хранится вместе с сохранённой партией и будет добавлен в статистику, как только её удастся сохранить, даже после нового запуска «Расчёта».</translation>
    </message>
    <message>
        <source>Your statistics could be saved again: every result kept meanwhile is counted now.</source>
        <translation>Статистику снова удалось сохранить: каждый результат, сохранённый за это время, теперь учтён.</translation>
    </message>
    <message>
        <source>This program has no permission to read {path}.</source>
        <translation>У программы нет прав на чтение {path}.</translation>
    </message>
    <message>
        <source>{path} cannot be opened (system error {code}).</source>
        <translation>Не удаётся открыть {path} (системная ошибка {code}).</translation>
    </message>
    <message>
        <source>{path} is a folder, not a file.</source>
        <translation>{path} — это папка, а не файл.</translation>
    </message>
    <message>
        <source>{path} is a named pipe, not a file.</source>
        <translation>{path} — это именованный канал, а не файл.</translation>
    </message>
    <message>
        <source>{path} is a device or another special file, not a file.</source>
        <translation>{path} — это устройство или другой особый файл, а не обычный файл.</translation>
    </message>
    <message>
        <source>{path} is far larger than it can be (over {size} MB).</source>
        <translation>{path} намного больше, чем может быть (более {size} МБ).</translation>
    </message>
    <message>
        <source>{path} is empty.</source>
        <translation>{path} пуст.</translation>
    </message>
    <message>
        <source>{path} holds binary data, not text.</source>
        <translation>{path} содержит двоичные данные, а не текст.</translation>
    </message>
    <message>
        <source>{path} is not valid JSON, perhaps cut short (line {line}, column {column}).</source>
        <translation>{path} — некорректный JSON, возможно, обрезанный (строка {line}, столбец {column}).</translation>
    </message>
    <message>
        <source>A newer version of Calculation wrote {path} (format version {found}; this one reads up to {version}).</source>
        <translation>Более новая версия «Расчёта» записала {path} (версия формата {found}; эта версия читает до {version}).</translation>
    </message>
    <message>
        <source>{path} has a format version this program does not know.</source>
        <translation>У {path} версия формата, которую эта программа не знает.</translation>
    </message>
    <message>
        <source>{path} holds something this program cannot use.</source>
        <translation>В {path} содержится то, что эта программа не может использовать.</translation>
    </message>
    <message>
        <source>{path} was a folder, not a file.</source>
        <translation>{path} был папкой, а не файлом.</translation>
    </message>
    <message>
        <source>{path} was a named pipe, not a file.</source>
        <translation>{path} был именованным каналом, а не файлом.</translation>
    </message>
    <message>
        <source>{path} was a device or another special file, not a file.</source>
        <translation>{path} был устройством или другим особым файлом, а не обычным файлом.</translation>
    </message>
    <message>
        <source>This program may not write in {folder}.</source>
        <translation>Этой программе нельзя записывать в {folder}.</translation>
    </message>
    <message>
        <source>The disk is full.</source>
        <translation>Диск заполнен.</translation>
    </message>
    <message>
        <source>The system reported error {code}.</source>
        <translation>Система сообщила об ошибке {code}.</translation>
    </message>
    <message>
        <source>Another Calculation window kept the file locked for too long; this window tries again at the next change.</source>
        <translation>Другое окно «Расчёта» слишком долго держало файл заблокированным; это окно попробует снова при следующем изменении.</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Keys {0} and Shift+{0} play to and from waste pile {0}</source>
        <translation>Клавиши {0} и Shift+{0} играют на сброс {0} и с него</translation>
    </message>
    <message>
        <source>done ✓</source>
        <translation>готово ✓</translation>
    </message>
    <message>
        <source>next {0}</source>
        <translation>ждёт {0}</translation>
    </message>
    <message>
        <source>Foundation {0} builds {1}; every card of the suit of its Ace. Next: {2}.</source>
        <translation>Основание {0} строится {1}; каждая карта в масти его туза. Ждёт: {2}.</translation>
    </message>
    <message>
        <source>Foundation {0} builds {1}; suits do not matter. Next: {2}.</source>
        <translation>Основание {0} строится {1}; масти не важны. Ждёт: {2}.</translation>
    </message>
    <message>
        <source>While the stock lasts it takes no card: the waste piles play off once it is used up.</source>
        <translation>Пока колода не кончилась, оно не принимает карт: сбросы разыгрываются, когда колода кончится.</translation>
    </message>
    <message numerus="yes">
        <source>%n left</source>
        <translation>
            <numerusform>осталась %n</numerusform>
            <numerusform>осталось %n</numerusform>
            <numerusform>осталось %n</numerusform>
        </translation>
    </message>
    <message>
        <source>empty</source>
        <translation>пусто</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Колода</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) still to place, the turned card included; no redeal</source>
        <translation>
            <numerusform>ещё %n карта, включая открытую; без пересдачи</numerusform>
            <numerusform>ещё %n карты, включая открытую; без пересдачи</numerusform>
            <numerusform>ещё %n карт, включая открытую; без пересдачи</numerusform>
        </translation>
    </message>
    <message>
        <source>Every card has been placed</source>
        <translation>Все карты разложены</translation>
    </message>
    <message>
        <source>the turned card</source>
        <translation>открытая карта</translation>
    </message>
    <message>
        <source>waste pile {0}</source>
        <translation>сброс {0}</translation>
    </message>
    <message>
        <source>foundation {0}</source>
        <translation>основание {0}</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Green</source>
        <translation>Зелёный</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Синий</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Красный</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Тёмный</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Игровой стол</translation>
    </message>
    <message>
        <source>Drag the turned card or a waste pile's top card onto a pile; click a card to play it; Tab or the arrow keys move the keyboard cursor, Enter or Space picks up and drops.</source>
        <translation>Перетащите открытую карту или верхнюю карту сброса на стопку; щёлкните по карте, чтобы сыграть её; Tab или стрелки двигают курсор клавиатуры, Enter или пробел берёт и кладёт.</translation>
    </message>
</context>
<context>
    <name>Upgrade</name>
    <message>
        <source>An older version of Calculation is running with your saved game and settings in {old}, so this window uses them there too, as a second window beside it. They move to this version's folders at the first start while no older version runs.</source>
        <translation>Старая версия «Расчёта» запущена с вашей сохранённой партией и настройками в {old}, поэтому это окно тоже использует их там, как второе окно рядом с ней. Они будут перенесены в папки этой версии при первом запуске, когда ни одна старая версия не запущена.</translation>
    </message>
    <message>
        <source>Your game in progress was saved twice: in {folder} and, by an older version of Calculation, in {old}. The older version's copy is further on, so it is your saved game now; the other copy was kept as {kept} in {folder}.</source>
        <translation>Ваша текущая партия была сохранена дважды: в {folder} и, старой версией «Расчёта», в {old}. Копия старой версии продвинулась дальше, поэтому теперь сохранённая партия — она; другая копия сохранена как {kept} в {folder}.</translation>
    </message>
    <message>
        <source>Your game in progress was saved twice: in {folder} and, by an older version of Calculation, in {old}. This version's copy is further on, so it stays your saved game; the older version's copy was kept as {kept} in {folder}.</source>
        <translation>Ваша текущая партия была сохранена дважды: в {folder} и, старой версией «Расчёта», в {old}. Копия этой версии продвинулась дальше, поэтому сохранённой партией остаётся она; копия старой версии сохранена как {kept} в {folder}.</translation>
    </message>
    <message>
        <source>An older version of Calculation saved a game in {old} after this version last saved one in {folder}, so the older version's game is your saved game now; this version's game was kept as {kept} in {folder}.</source>
        <translation>Старая версия «Расчёта» сохранила партию в {old} после того, как эта версия в последний раз сохранила свою в {folder}, поэтому теперь сохранённая партия — партия старой версии; партия этой версии сохранена как {kept} в {folder}.</translation>
    </message>
    <message>
        <source>An older version of Calculation left a game in {old}, saved before this version last saved one in {folder}, so this version's game stays your saved game; the older version's game was kept as {kept} in {folder}.</source>
        <translation>Старая версия «Расчёта» оставила партию в {old}, сохранённую до того, как эта версия в последний раз сохранила свою в {folder}, поэтому сохранённой партией остаётся партия этой версии; партия старой версии сохранена как {kept} в {folder}.</translation>
    </message>
    <message>
        <source>An older version of Calculation saved your settings in {old} after this version last saved them in {folder}, so the older version's settings are used now; this version's settings were kept as {kept} in {folder}.</source>
        <translation>Старая версия «Расчёта» сохранила ваши настройки в {old} после того, как эта версия в последний раз сохранила их в {folder}, поэтому теперь действуют настройки старой версии; настройки этой версии сохранены как {kept} в {folder}.</translation>
    </message>
    <message>
        <source>An older version of Calculation left settings in {old}, saved before this version last saved yours in {folder}, so this version's settings stay in use; the older version's settings were kept as {kept} in {folder}.</source>
        <translation>Старая версия «Расчёта» оставила настройки в {old}, сохранённые до того, как эта версия в последний раз сохранила ваши в {folder}, поэтому по-прежнему действуют настройки этой версии; настройки старой версии сохранены как {kept} в {folder}.</translation>
    </message>
</context>
<context>
    <name>Variant</name>
    <message>
        <source>three waste piles</source>
        <translation>три сброса</translation>
    </message>
    <message>
        <source>no foundations in advance</source>
        <translation>без оснований заранее</translation>
    </message>
    <message>
        <source>classic</source>
        <translation>классика</translation>
    </message>
</context>
<context>
    <name>WasItWinnable</name>
    <message>
        <source>&amp;Was it winnable?</source>
        <translation>Можно ли было в&amp;ыиграть?</translation>
    </message>
    <message>
        <source>The solver's verdict on the last lost or abandoned deal, with its winning line to watch</source>
        <translation>Вердикт решателя о последнем проигранном или брошенном раскладе, с выигрышным вариантом для просмотра</translation>
    </message>
    <message>
        <source>Game → Was it winnable? asks the solver about this deal.</source>
        <translation>Игра → Можно ли было выиграть? спросит решатель об этом раскладе.</translation>
    </message>
    <message>
        <source>Lose or abandon a game first.</source>
        <translation>Сначала проиграйте или бросьте партию.</translation>
    </message>
    <message>
        <source>Solving the deal from its start…</source>
        <translation>Решаю расклад с начала…</translation>
    </message>
    <message>
        <source>It was winnable: deal {deal}</source>
        <translation>Можно было выиграть: расклад {deal}</translation>
    </message>
    <message>
        <source>It was winnable: the daily deal of {date}</source>
        <translation>Можно было выиграть: расклад дня {date}</translation>
    </message>
    <message>
        <source>It was winnable: this deck</source>
        <translation>Можно было выиграть: эта колода</translation>
    </message>
    <message>
        <source>The solver tried every line of play and proved that none wins.</source>
        <translation>Решатель перебрал все варианты игры и доказал, что ни один не выигрывает.</translation>
    </message>
    <message>
        <source>Was it winnable?</source>
        <translation>Можно ли было выиграть?</translation>
    </message>
    <message>
        <source>No: deal {deal} could not be won.</source>
        <translation>Нет: расклад {deal} нельзя было выиграть.</translation>
    </message>
    <message>
        <source>No: the daily deal of {date} could not be won.</source>
        <translation>Нет: расклад дня {date} нельзя было выиграть.</translation>
    </message>
    <message>
        <source>No: this deck could not be won.</source>
        <translation>Нет: эту колоду нельзя было выиграть.</translation>
    </message>
    <message>
        <source>The solver could not decide deal {deal} within {seconds:g} seconds.</source>
        <translation>Решатель не смог решить расклад {deal} за {seconds:g} с.</translation>
    </message>
    <message>
        <source>The solver could not decide the daily deal of {date} within {seconds:g} seconds.</source>
        <translation>Решатель не смог решить расклад дня {date} за {seconds:g} с.</translation>
    </message>
    <message>
        <source>The solver could not decide this deck within {seconds:g} seconds.</source>
        <translation>Решатель не смог решить эту колоду за {seconds:g} с.</translation>
    </message>
</context>
<context>
    <name>WinChart</name>
    <message>
        <source>Win percentage chart</source>
        <translation>График процента побед</translation>
    </message>
    <message numerus="yes">
        <source>Win percentage over the last %n game(s)</source>
        <translation>
            <numerusform>Процент побед за последнюю %n партию</numerusform>
            <numerusform>Процент побед за последние %n партии</numerusform>
            <numerusform>Процент побед за последние %n партий</numerusform>
        </translation>
    </message>
    <message>
        <source>No games yet</source>
        <translation>Партий пока нет</translation>
    </message>
    <message>
        <source>won</source>
        <translation>победа</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>поражение</translation>
    </message>
    <message>
        <source>undo or hint used</source>
        <translation>была отмена или подсказка</translation>
    </message>
    <message numerus="yes">
        <source>Win % over the last %n game(s)</source>
        <translation>
            <numerusform>% побед за последнюю %n партию</numerusform>
            <numerusform>% побед за последние %n партии</numerusform>
            <numerusform>% побед за последние %n партий</numerusform>
        </translation>
    </message>
    <message>
        <source>No games recorded yet</source>
        <translation>Сохранённых партий пока нет</translation>
    </message>
    <message>
        <source>older</source>
        <translation>раньше</translation>
    </message>
    <message>
        <source>latest</source>
        <translation>последние</translation>
    </message>
</context>
<context>
    <name>WinnableDeals</name>
    <message>
        <source>A new deal the solver proved winnable.</source>
        <translation>Новый расклад, победа в котором доказана решателем.</translation>
    </message>
    <message>
        <source>Shuffling until the solver proves a deal winnable…</source>
        <translation>Тасую, пока решатель не докажет, что расклад выигрышный…</translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) tried…</source>
        <translation>
            <numerusform>%n расклад опробован…</numerusform>
            <numerusform>%n расклада опробовано…</numerusform>
            <numerusform>%n раскладов опробовано…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shuffling until the solver proves a deal winnable… %n deal(s) tried so far</source>
        <translation>
            <numerusform>Тасую, пока решатель не докажет, что расклад можно выиграть… пока опробован %n расклад</numerusform>
            <numerusform>Тасую, пока решатель не докажет, что расклад можно выиграть… пока опробовано %n расклада</numerusform>
            <numerusform>Тасую, пока решатель не докажет, что расклад можно выиграть… пока опробовано %n раскладов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A winnable deal (found after %n deal(s)).</source>
        <translation>
            <numerusform>Выигрышный расклад (найден после %n расклада).</numerusform>
            <numerusform>Выигрышный расклад (найден после %n раскладов).</numerusform>
            <numerusform>Выигрышный расклад (найден после %n раскладов).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No deal was proved winnable in %n tries; this one is dealt anyway (it may not be winnable).</source>
        <translation>
            <numerusform>Ни для одного расклада за %n попытку не доказана победа; этот всё равно сдан (возможно, его нельзя выиграть).</numerusform>
            <numerusform>Ни для одного расклада за %n попытки не доказана победа; этот всё равно сдан (возможно, его нельзя выиграть).</numerusform>
            <numerusform>Ни для одного расклада за %n попыток не доказана победа; этот всё равно сдан (возможно, его нельзя выиграть).</numerusform>
        </translation>
    </message>
</context>
</TS>
