/** Russian names with the Latin spelling used in generated e-mails; last names as [male, female, latin]. */
// biome-ignore format: a data table reads better packed
export const MALE_FIRST_NAMES: ReadonlyArray<readonly [string, string]> = [
  ['Александр', 'alexander'], ['Дмитрий', 'dmitry'], ['Максим', 'maxim'], ['Сергей', 'sergey'],
  ['Андрей', 'andrey'], ['Алексей', 'alexey'], ['Артём', 'artem'], ['Илья', 'ilya'], ['Кирилл', 'kirill'],
  ['Михаил', 'mikhail'], ['Никита', 'nikita'], ['Матвей', 'matvey'], ['Роман', 'roman'], ['Егор', 'egor'],
  ['Арсений', 'arseny'], ['Иван', 'ivan'], ['Денис', 'denis'], ['Евгений', 'evgeny'], ['Даниил', 'daniil'],
  ['Тимофей', 'timofey'], ['Владислав', 'vladislav'], ['Игорь', 'igor'], ['Владимир', 'vladimir'],
  ['Павел', 'pavel'], ['Руслан', 'ruslan'], ['Марк', 'mark'], ['Константин', 'konstantin'],
  ['Тимур', 'timur'], ['Олег', 'oleg'], ['Ярослав', 'yaroslav'], ['Антон', 'anton'], ['Николай', 'nikolay'],
];

// biome-ignore format: a data table reads better packed
export const FEMALE_FIRST_NAMES: ReadonlyArray<readonly [string, string]> = [
  ['Анастасия', 'anastasia'], ['Мария', 'maria'], ['Анна', 'anna'], ['Виктория', 'victoria'],
  ['Екатерина', 'ekaterina'], ['Наталья', 'natalia'], ['Марина', 'marina'], ['Полина', 'polina'],
  ['Софья', 'sofia'], ['Дарья', 'daria'], ['Алиса', 'alisa'], ['Ксения', 'ksenia'], ['Александра', 'alexandra'],
  ['Елена', 'elena'], ['Ольга', 'olga'], ['Татьяна', 'tatiana'], ['Юлия', 'yulia'], ['Ирина', 'irina'],
  ['Светлана', 'svetlana'], ['Вероника', 'veronika'], ['Арина', 'arina'], ['Валерия', 'valeria'],
  ['Кристина', 'kristina'], ['Елизавета', 'elizaveta'], ['Милана', 'milana'], ['Ева', 'eva'],
  ['Людмила', 'lyudmila'], ['Оксана', 'oksana'], ['Алёна', 'alena'], ['Василиса', 'vasilisa'],
];

// biome-ignore format: a data table reads better packed
export const LAST_NAMES: ReadonlyArray<readonly [string, string, string]> = [
  ['Иванов', 'Иванова', 'ivanov'], ['Смирнов', 'Смирнова', 'smirnov'], ['Кузнецов', 'Кузнецова', 'kuznetsov'],
  ['Попов', 'Попова', 'popov'], ['Васильев', 'Васильева', 'vasiliev'], ['Петров', 'Петрова', 'petrov'],
  ['Соколов', 'Соколова', 'sokolov'], ['Михайлов', 'Михайлова', 'mikhailov'], ['Новиков', 'Новикова', 'novikov'],
  ['Фёдоров', 'Фёдорова', 'fedorov'], ['Морозов', 'Морозова', 'morozov'], ['Волков', 'Волкова', 'volkov'],
  ['Алексеев', 'Алексеева', 'alekseev'], ['Лебедев', 'Лебедева', 'lebedev'], ['Семёнов', 'Семёнова', 'semenov'],
  ['Егоров', 'Егорова', 'egorov'], ['Павлов', 'Павлова', 'pavlov'], ['Козлов', 'Козлова', 'kozlov'],
  ['Степанов', 'Степанова', 'stepanov'], ['Николаев', 'Николаева', 'nikolaev'], ['Орлов', 'Орлова', 'orlov'],
  ['Андреев', 'Андреева', 'andreev'], ['Макаров', 'Макарова', 'makarov'], ['Никитин', 'Никитина', 'nikitin'],
  ['Захаров', 'Захарова', 'zakharov'], ['Зайцев', 'Зайцева', 'zaitsev'], ['Соловьёв', 'Соловьёва', 'soloviev'],
  ['Борисов', 'Борисова', 'borisov'], ['Яковлев', 'Яковлева', 'yakovlev'], ['Григорьев', 'Григорьева', 'grigoriev'],
  ['Романов', 'Романова', 'romanov'], ['Воробьёв', 'Воробьёва', 'vorobiev'], ['Сергеев', 'Сергеева', 'sergeev'],
  ['Кузьмин', 'Кузьмина', 'kuzmin'], ['Фролов', 'Фролова', 'frolov'], ['Александров', 'Александрова', 'aleksandrov'],
  ['Дмитриев', 'Дмитриева', 'dmitriev'], ['Королёв', 'Королёва', 'korolev'], ['Гусев', 'Гусева', 'gusev'],
  ['Киселёв', 'Киселёва', 'kiselev'], ['Ильин', 'Ильина', 'ilyin'], ['Максимов', 'Максимова', 'maksimov'],
  ['Поляков', 'Полякова', 'polyakov'], ['Сорокин', 'Сорокина', 'sorokin'], ['Виноградов', 'Виноградова', 'vinogradov'],
  ['Ковалёв', 'Ковалёва', 'kovalev'], ['Белов', 'Белова', 'belov'], ['Медведев', 'Медведева', 'medvedev'],
  ['Антонов', 'Антонова', 'antonov'], ['Тарасов', 'Тарасова', 'tarasov'], ['Жуков', 'Жукова', 'zhukov'],
  ['Баранов', 'Баранова', 'baranov'], ['Филиппов', 'Филиппова', 'filippov'], ['Комаров', 'Комарова', 'komarov'],
  ['Давыдов', 'Давыдова', 'davydov'], ['Беляев', 'Беляева', 'belyaev'], ['Герасимов', 'Герасимова', 'gerasimov'],
  ['Богданов', 'Богданова', 'bogdanov'], ['Осипов', 'Осипова', 'osipov'], ['Сидоров', 'Сидорова', 'sidorov'],
  ['Чернов', 'Чернова', 'chernov'], ['Калинин', 'Калинина', 'kalinin'], ['Ершов', 'Ершова', 'ershov'],
  ['Островский', 'Островская', 'ostrovsky'], ['Вишневский', 'Вишневская', 'vishnevsky'], ['Гончаров', 'Гончарова', 'goncharov'],
];

export const EMAIL_DOMAINS = [
  'mail.ru',
  'yandex.ru',
  'gmail.com',
  'bk.ru',
  'inbox.ru',
  'list.ru',
  'rambler.ru',
];
