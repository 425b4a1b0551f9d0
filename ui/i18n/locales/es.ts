import type { Translations } from "./en.ts";

/** Spanish (Spain). */
export const translations: Translations = {
  app: {
    name: "FunsClub",
    title: "Resultados en directo, cuotas y pronósticos",
    home: "Inicio de FunsClub",
    skipToContent: "Saltar al contenido",
  },
  nav: {
    main: "Navegación principal",
    sports: "Deportes",
    home: "Inicio",
    live: "En directo",
    tips: "Pronósticos",
    ranking: "Ranking",
    menu: "Menú",
  },
  sports: {
    soccer: "Fútbol",
    tennis: "Tenis",
    basketball: "Baloncesto",
    iceHockey: "Hockey sobre hielo",
    volleyball: "Voleibol",
  },
  header: {
    signIn: "Iniciar sesión",
    settings: "Ajustes",
  },
  theme: {
    label: "Tema",
    dark: "Oscuro",
    light: "Claro",
    switchToLight: "Cambiar al tema claro",
    switchToDark: "Cambiar al tema oscuro",
  },
  language: {
    label: "Idioma",
  },
  settings: {
    title: "Ajustes",
    close: "Cerrar ajustes",
    odds: "Mostrar cuotas",
    oddsHint: "Cuotas de las casas de apuestas junto a cada partido",
    timeZone: "Zona horaria",
    timeZoneHint: "Las horas de inicio y los días de partido siguen esta zona",
  },
  sidebar: {
    sports: "Deportes",
    topLeagues: "Ligas principales",
    topLeaguesEmpty: "Las ligas más seguidas aparecerán aquí en breve.",
  },
  home: {
    today: "Hoy",
    topEvents: "Eventos destacados",
    topTournaments: "Torneos destacados",
    topTipsters: "Mejores pronosticadores",
    popularTips: "Pronósticos populares",
    latestNews: "Últimas noticias",
  },
  empty: {
    liveTitle: "Los datos en directo llegan en breve",
    liveBody: "Resultados, cuotas y horarios aparecerán aquí en cuanto empiece la transmisión de datos.",
    tournaments: "Las grandes competiciones del día aparecerán aquí en breve.",
    tipsters: "Los mejores pronosticadores de la semana aparecerán aquí en breve.",
    tips: "Los pronósticos más populares de la comunidad aparecerán aquí en breve.",
    news: "Los últimos titulares aparecerán aquí en breve.",
  },
  sportPage: {
    allMatches: "Todos los partidos",
    live: "En directo",
    views: "Vistas de partidos",
  },
  live: {
    title: "{{sport}} en directo",
    emptyTitle: "Ahora mismo no hay partidos en directo",
    emptyBody:
      "Los resultados en directo llegan en breve. Los partidos en juego aparecerán aquí y se actualizarán en tiempo real.",
  },
  day: {
    days: "Elige un día",
    today: "Hoy",
    emptyTitle: "Aún no hay partidos para este día",
    emptyBody: "Los partidos, resultados y cuotas del {{date}} llegan en breve.",
  },
  comingSoon: {
    badge: "Próximamente",
    signInTitle: "Las cuentas llegan pronto",
    signInBody:
      "Muy pronto podrás iniciar sesión para seguir equipos, unirte a los chats en directo e intercambiar pronósticos en FUN.",
    tipsTitle: "Los pronósticos llegan pronto",
    tipsBody: "Muy pronto los pronosticadores publicarán aquí sus predicciones, gratis o por FUN.",
    rankingTitle: "El ranking de pronosticadores llega pronto",
    rankingBody: "Muy pronto podrás comparar pronosticadores por beneficio, porcentaje de aciertos y racha.",
    backHome: "Volver al inicio",
  },
  notFound: {
    code: "404",
    title: "Página no encontrada",
    body: "La página que buscas no existe o se ha movido.",
    home: "Ir al inicio",
  },
  error: {
    title: "Error :(",
    unknown: "Algo ha salido mal.",
    reload: "Recargar",
  },
  cookies: {
    label: "Aviso de cookies",
    message: "Usamos cookies para recordar tus ajustes y entender cómo se usa FunsClub.",
    accept: "Aceptar",
    saved: "Preferencias de cookies guardadas",
  },
  toasts: {
    region: "Notificaciones",
    close: "Cerrar notificación",
  },
};
