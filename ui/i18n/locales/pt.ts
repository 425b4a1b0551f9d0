import type { Translations } from "./en.ts";

/** Portuguese (Brazil). */
export const translations: Translations = {
  app: {
    name: "FunsClub",
    title: "Placares ao vivo, odds e palpites",
    home: "Início do FunsClub",
    skipToContent: "Pular para o conteúdo",
  },
  nav: {
    main: "Navegação principal",
    sports: "Esportes",
    home: "Início",
    live: "Ao vivo",
    tips: "Palpites",
    ranking: "Ranking",
    menu: "Menu",
  },
  sports: {
    soccer: "Futebol",
    tennis: "Tênis",
    basketball: "Basquete",
    iceHockey: "Hóquei no gelo",
    volleyball: "Vôlei",
  },
  header: {
    signIn: "Entrar",
    settings: "Configurações",
  },
  theme: {
    label: "Tema",
    dark: "Escuro",
    light: "Claro",
    switchToLight: "Mudar para o tema claro",
    switchToDark: "Mudar para o tema escuro",
  },
  language: {
    label: "Idioma",
  },
  settings: {
    title: "Configurações",
    close: "Fechar configurações",
    odds: "Mostrar odds",
    oddsHint: "Odds das casas de apostas ao lado de cada partida",
    timeZone: "Fuso horário",
    timeZoneHint: "Horários de início e dias das partidas seguem este fuso",
  },
  sidebar: {
    sports: "Esportes",
    topLeagues: "Principais ligas",
    topLeaguesEmpty: "As ligas mais seguidas aparecerão aqui em breve.",
  },
  home: {
    today: "Hoje",
    topEvents: "Principais eventos",
    topTournaments: "Principais torneios",
    topTipsters: "Melhores palpiteiros",
    popularTips: "Palpites populares",
    latestNews: "Últimas notícias",
  },
  empty: {
    liveTitle: "Os dados ao vivo chegam em breve",
    liveBody: "Placares, odds e horários aparecerão aqui assim que a transmissão de dados começar.",
    tournaments: "As maiores competições do dia aparecerão aqui em breve.",
    tipsters: "Os melhores palpiteiros da semana aparecerão aqui em breve.",
    tips: "Os palpites mais populares da comunidade aparecerão aqui em breve.",
    news: "As últimas manchetes aparecerão aqui em breve.",
  },
  sportPage: {
    allMatches: "Todas as partidas",
    live: "Ao vivo",
    views: "Visualizações de partidas",
  },
  live: {
    title: "{{sport}} ao vivo",
    emptyTitle: "Nenhuma partida ao vivo agora",
    emptyBody:
      "Os placares ao vivo chegam em breve. As partidas em andamento aparecerão aqui e serão atualizadas em tempo real.",
  },
  day: {
    days: "Escolha um dia",
    today: "Hoje",
    emptyTitle: "Ainda não há jogos para este dia",
    emptyBody: "Jogos, resultados e odds de {{date}} chegam em breve.",
  },
  comingSoon: {
    badge: "Em breve",
    signInTitle: "As contas estão chegando",
    signInBody:
      "Em breve você poderá entrar para seguir times, participar dos chats ao vivo e negociar palpites em FUN.",
    tipsTitle: "Os palpites estão chegando",
    tipsBody: "Em breve os palpiteiros publicarão aqui suas previsões, grátis ou por FUN.",
    rankingTitle: "O ranking de palpiteiros está chegando",
    rankingBody: "Em breve você poderá comparar palpiteiros por lucro, taxa de acerto e sequência.",
    backHome: "Voltar ao início",
  },
  notFound: {
    code: "404",
    title: "Página não encontrada",
    body: "A página que você procura não existe ou foi movida.",
    home: "Ir para o início",
  },
  error: {
    title: "Erro :(",
    unknown: "Algo deu errado.",
    reload: "Recarregar",
  },
  cookies: {
    label: "Aviso de cookies",
    message: "Usamos cookies para lembrar suas configurações e entender como o FunsClub é usado.",
    accept: "Aceitar",
    saved: "Preferências de cookies salvas",
  },
  toasts: {
    region: "Notificações",
    close: "Fechar notificação",
  },
};
