import type { ChatLanguage } from "../../../domain/chat/chatMessage";

/** What a simulated fan reacts to. */
export type IncidentKind = "goal" | "yellow_card" | "red_card" | "final_whistle";

/**
 * Short lines a fan says, per interface language and incident. `{team}` is the side the incident is
 * about (the scorer, the booked one; the winner at the final whistle, or the home side on a draw),
 * `{score}` the score after it ("2-1").
 */
type Phrases = Readonly<Record<IncidentKind | "draw", ReadonlyArray<string>>>;

export const FAN_PHRASES: Readonly<Record<ChatLanguage, Phrases>> = {
  en: {
    goal: [
      "GOAL! {team}!",
      "What a finish by {team} 🔥",
      "{score}, here we go!",
      "Get in! {team} score",
      "Did not see that coming, {score}",
    ],
    yellow_card: [
      "Yellow for {team}, fair enough",
      "Booking, {team} need to calm down",
      "That's a card all day",
    ],
    red_card: [
      "RED! {team} down to fewer men",
      "Straight red?! Harsh on {team}",
      "That changes everything for {team}",
    ],
    final_whistle: [
      "Full time, {score}. Well played {team}",
      "It's over! {team} take it",
      "Final whistle, {score} 👏",
    ],
    draw: ["Full time, {score}. Fair result", "A draw, {score}. Both sides had chances"],
  },
  es: {
    goal: [
      "¡GOOOL de {team}!",
      "¡Qué definición de {team}! 🔥",
      "{score}, ¡vamos!",
      "¡Golazo! {team} marca",
      "No me lo esperaba, {score}",
    ],
    yellow_card: [
      "Amarilla para {team}, justa",
      "Tarjeta, {team} tiene que calmarse",
      "Eso es amarilla siempre",
    ],
    red_card: [
      "¡ROJA! {team} se queda con uno menos",
      "¿Roja directa? Duro para {team}",
      "Eso lo cambia todo para {team}",
    ],
    final_whistle: [
      "Final, {score}. Bien jugado {team}",
      "¡Se acabó! Gana {team}",
      "Pitido final, {score} 👏",
    ],
    draw: ["Final, {score}. Resultado justo", "Empate, {score}. Los dos tuvieron ocasiones"],
  },
  pt: {
    goal: [
      "GOOOL do {team}!",
      "Que finalização do {team} 🔥",
      "{score}, vamos!",
      "Golaço! {team} marca",
      "Não esperava essa, {score}",
    ],
    yellow_card: [
      "Amarelo para o {team}, justo",
      "Cartão, o {team} precisa se acalmar",
      "Isso é cartão sempre",
    ],
    red_card: [
      "VERMELHO! {team} com um a menos",
      "Vermelho direto?! Duro com o {team}",
      "Isso muda tudo para o {team}",
    ],
    final_whistle: [
      "Fim de jogo, {score}. Bem jogado {team}",
      "Acabou! {team} vence",
      "Apito final, {score} 👏",
    ],
    draw: ["Fim de jogo, {score}. Resultado justo", "Empate, {score}. Os dois tiveram chances"],
  },
  tr: {
    goal: [
      "GOOOL! {team}!",
      "{team} ne bitiriş 🔥",
      "{score}, haydi!",
      "Gol geldi! {team} attı",
      "Bunu beklemiyordum, {score}",
    ],
    yellow_card: [
      "{team} sarı kart gördü, doğru karar",
      "Kart çıktı, {team} sakin olmalı",
      "Bu her zaman kart",
    ],
    red_card: [
      "KIRMIZI! {team} eksik kaldı",
      "Direkt kırmızı mı?! {team} için sert",
      "Bu {team} için her şeyi değiştirir",
    ],
    final_whistle: ["Maç bitti, {score}. Tebrikler {team}", "Bitti! {team} kazandı", "Son düdük, {score} 👏"],
    draw: ["Maç bitti, {score}. Adil sonuç", "Beraberlik, {score}. İki takımın da şansı vardı"],
  },
  ru: {
    goal: [
      "ГОООЛ! {team}!",
      "Какой удар от {team} 🔥",
      "{score}, поехали!",
      "Есть! {team} забивают",
      "Не ожидал, {score}",
    ],
    yellow_card: ["Жёлтая для {team}, по делу", "Карточка, {team} пора успокоиться", "Это всегда жёлтая"],
    red_card: [
      "КРАСНАЯ! {team} в меньшинстве",
      "Сразу красная?! Жёстко для {team}",
      "Это всё меняет для {team}",
    ],
    final_whistle: [
      "Конец матча, {score}. Молодцы {team}",
      "Всё! {team} побеждают",
      "Финальный свисток, {score} 👏",
    ],
    draw: ["Конец матча, {score}. Справедливо", "Ничья, {score}. Моменты были у обеих"],
  },
  th: {
    goal: [
      "เข้าาา! {team}!",
      "จบสกอร์สวยมาก {team} 🔥",
      "{score} ไปเลย!",
      "ประตู! {team} ยิงได้",
      "ไม่คิดว่าจะได้เห็น {score}",
    ],
    yellow_card: ["ใบเหลืองให้ {team} สมควรแล้ว", "โดนใบ {team} ใจเย็นๆ", "แบบนี้ใบเหลืองแน่นอน"],
    red_card: ["ใบแดง! {team} เหลือผู้เล่นน้อยลง", "แดงตรงเลยเหรอ?! แรงไปสำหรับ {team}", "เปลี่ยนเกมเลยสำหรับ {team}"],
    final_whistle: ["จบเกม {score} เล่นดีมาก {team}", "จบแล้ว! {team} ชนะ", "นกหวีดยาว {score} 👏"],
    draw: ["จบเกม {score} ผลยุติธรรม", "เสมอกัน {score} ทั้งสองทีมมีโอกาส"],
  },
  "zh-TW": {
    goal: [
      "進球！{team}！",
      "{team} 這腳射門太漂亮了 🔥",
      "{score}，衝啊！",
      "進了！{team} 得分",
      "沒想到會這樣，{score}",
    ],
    yellow_card: ["{team} 吃黃牌，合理", "出牌了，{team} 冷靜點", "這球一定是黃牌"],
    red_card: ["紅牌！{team} 少一人", "直接紅牌？！對 {team} 太重了", "這下 {team} 麻煩了"],
    final_whistle: ["比賽結束，{score}。{team} 踢得好", "結束了！{team} 拿下", "終場哨響，{score} 👏"],
    draw: ["比賽結束，{score}。公平的結果", "平手，{score}。雙方都有機會"],
  },
  vi: {
    goal: [
      "VÀOOO! {team}!",
      "Dứt điểm quá đẹp của {team} 🔥",
      "{score}, tiến lên!",
      "Bàn thắng! {team} ghi bàn",
      "Không ngờ luôn, {score}",
    ],
    yellow_card: [
      "Thẻ vàng cho {team}, hợp lý",
      "Ăn thẻ rồi, {team} bình tĩnh lại",
      "Pha này thẻ vàng là đúng",
    ],
    red_card: [
      "THẺ ĐỎ! {team} thiếu người",
      "Thẻ đỏ trực tiếp?! Nặng tay với {team}",
      "Điều này thay đổi tất cả với {team}",
    ],
    final_whistle: [
      "Hết trận, {score}. {team} chơi hay",
      "Kết thúc! {team} thắng",
      "Tiếng còi mãn cuộc, {score} 👏",
    ],
    draw: ["Hết trận, {score}. Kết quả công bằng", "Hòa, {score}. Cả hai đội đều có cơ hội"],
  },
  id: {
    goal: [
      "GOOOL! {team}!",
      "Penyelesaian yang indah dari {team} 🔥",
      "{score}, ayo!",
      "Masuk! {team} mencetak gol",
      "Tidak menyangka, {score}",
    ],
    yellow_card: [
      "Kartu kuning untuk {team}, pantas",
      "Kartu, {team} harus tenang",
      "Itu jelas kartu kuning",
    ],
    red_card: [
      "MERAH! {team} kekurangan pemain",
      "Langsung merah?! Berat untuk {team}",
      "Ini mengubah segalanya bagi {team}",
    ],
    final_whistle: [
      "Pertandingan selesai, {score}. Main bagus {team}",
      "Selesai! {team} menang",
      "Peluit panjang, {score} 👏",
    ],
    draw: ["Pertandingan selesai, {score}. Hasil yang adil", "Imbang, {score}. Kedua tim punya peluang"],
  },
};

/** A phrase with its blanks filled. */
export const fillPhrase = (
  phrase: string,
  values: { readonly team: string; readonly score: string },
): string => phrase.replaceAll("{team}", values.team).replaceAll("{score}", values.score);
