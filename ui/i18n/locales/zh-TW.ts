import type { Translations } from "./en.ts";

/** Traditional Chinese (Taiwan). */
export const translations: Translations = {
  app: {
    name: "FunsClub",
    title: "即時比分、賠率與預測",
    home: "FunsClub 首頁",
    skipToContent: "跳至主要內容",
  },
  nav: {
    main: "主選單",
    sports: "運動項目",
    home: "首頁",
    live: "直播",
    tips: "預測",
    ranking: "排行榜",
    menu: "選單",
  },
  sports: {
    soccer: "足球",
    tennis: "網球",
    basketball: "籃球",
    iceHockey: "冰球",
    volleyball: "排球",
  },
  header: {
    signIn: "登入",
    settings: "設定",
  },
  theme: {
    label: "主題",
    dark: "深色",
    light: "淺色",
    switchToLight: "切換為淺色主題",
    switchToDark: "切換為深色主題",
  },
  language: {
    label: "語言",
  },
  settings: {
    title: "設定",
    close: "關閉設定",
    odds: "顯示賠率",
    oddsHint: "在每場比賽旁顯示博彩公司賠率",
    timeZone: "時區",
    timeZoneHint: "開賽時間與比賽日期依此時區顯示",
  },
  sidebar: {
    sports: "運動項目",
    topLeagues: "熱門聯賽",
    topLeaguesEmpty: "最多人關注的聯賽即將在此列出。",
  },
  home: {
    today: "今天",
    topEvents: "焦點賽事",
    topTournaments: "熱門賽事",
    topTipsters: "頂尖預測達人",
    popularTips: "熱門預測",
    latestNews: "最新消息",
  },
  empty: {
    liveTitle: "即時資料即將上線",
    liveBody: "資料串流一開始，比分、賠率與開賽時間就會顯示在這裡。",
    tournaments: "今日最大型的賽事即將在此列出。",
    tipsters: "本週最佳預測達人即將在此排名。",
    tips: "社群最熱門的預測即將在此顯示。",
    news: "最新頭條即將在此顯示。",
  },
  sportPage: {
    allMatches: "所有比賽",
    live: "直播",
    views: "比賽檢視",
  },
  live: {
    title: "即時{{sport}}",
    emptyTitle: "目前沒有進行中的比賽",
    emptyBody: "即時比分即將上線。進行中的比賽會顯示在這裡並即時更新。",
  },
  day: {
    days: "選擇日期",
    today: "今天",
    emptyTitle: "這一天尚無賽程",
    emptyBody: "{{date}} 的賽程、賽果與賠率即將上線。",
  },
  comingSoon: {
    badge: "即將推出",
    signInTitle: "帳號功能即將推出",
    signInBody: "很快你就能登入追蹤球隊、加入即時聊天，並以 FUN 交易預測。",
    tipsTitle: "預測功能即將推出",
    tipsBody: "很快預測達人就會在這裡發布預測，免費或以 FUN 購買。",
    rankingTitle: "預測達人排行榜即將推出",
    rankingBody: "很快你就能依獲利、勝率與連勝比較預測達人。",
    backHome: "返回首頁",
  },
  notFound: {
    code: "404",
    title: "找不到頁面",
    body: "你要找的頁面不存在或已移動。",
    home: "前往首頁",
  },
  error: {
    title: "錯誤 :(",
    unknown: "發生錯誤。",
    reload: "重新載入",
  },
  cookies: {
    label: "Cookie 通知",
    message: "我們使用 Cookie 來記住你的設定，並了解 FunsClub 的使用情況。",
    accept: "接受",
    saved: "已儲存 Cookie 偏好設定",
  },
  toasts: {
    region: "通知",
    close: "關閉通知",
  },
};
