import type { TipRecordTranslations } from "./en.ts";

/** The tip record page's strings in Spanish. */
export const translations: TipRecordTranslations = {
  title: "El registro de pronósticos",
  subtitle: "Cada pronóstico y cada resultado, en un registro que nadie puede reescribir",
  intro:
    "Cada pronóstico se escribe en este registro público en el momento en que se publica, y cada resultado cuando se liquida. Cada entrada queda sellada con un hash SHA-256 de la entrada anterior, así que editar, borrar o antedatar un solo pronóstico cambiaría todos los hashes posteriores. No tienes que confiar en nosotros: compruébalo tú mismo.",
  retry: "Reintentar",
  head: {
    title: "Estado del registro",
    entries: "Entradas",
    hash: "Hash",
    time: "Última entrada",
    empty: "Aún no hay pronósticos registrados",
    failed: "No se pudo cargar la cabeza del registro.",
    loading: "Cargando el registro…",
    noteDown: "Apunta este hash. Si el hash de esta entrada cambia alguna vez, el registro fue reescrito.",
  },
  verify: {
    title: "Verificar en mi navegador",
    explain:
      "Tu navegador lee cada entrada y recalcula cada hash con su propia criptografía integrada. No damos nada por sentado.",
    start: "Verificar en mi navegador",
    again: "Verificar de nuevo",
    starting: "Leyendo la cabeza del registro…",
    progress: "Comprobadas {{checked}} de {{total}} entradas",
    verified: "Verificado: {{entries}} entradas, la cabeza coincide.",
    failed: "No se pudo leer el registro hasta el final. Inténtalo de nuevo.",
  },
  mismatch: {
    title: "La entrada n.º {{seq}} no coincide",
    seqGap: "Falta una entrada: la numeración salta aquí.",
    brokenLink: "Esta entrada no apunta al hash de la entrada anterior.",
    badHash: "El hash de esta entrada no corresponde a su contenido: se modificó después de escribirse.",
    badEntry: "Esta entrada no está escrita en la forma canónica del registro.",
    afterKickoff: "Este pronóstico se registró en el inicio de su evento o después.",
    headMismatch: "El registro no termina en la cabeza que publicó.",
    other: "Esta entrada no coincide con el registro.",
    expected: "Esperado",
    found: "Encontrado",
    nothing: "nada",
    eventStart: "Inicio del evento",
    recordedAt: "Registrado",
  },
  lookup: {
    title: "Buscar un pronóstico",
    label: "ID del pronóstico",
    placeholder: "Pega el ID de un pronóstico",
    submit: "Buscar",
    searching: "Buscando en el registro…",
    notFound: "No hay ningún pronóstico con este ID en el registro.",
    failed: "No se pudo buscar en el registro. Inténtalo de nuevo.",
    unreadable: "No se pudo leer la entrada de este pronóstico.",
    beforeKickoff: "Publicado antes del inicio",
    afterKickoff: "Publicado después del inicio",
    entry: "Entrada",
    recordedAt: "Registrado",
    eventStart: "Inicio del evento",
    settlement: "Resultado",
    settled: "{{result}} el {{time}} (entrada n.º {{seq}})",
    open: "Aún sin liquidar",
    result: {
      won: "Ganado",
      lost: "Perdido",
      void: "Nulo",
      halfWon: "Medio ganado",
      halfLost: "Medio perdido",
    },
  },
  how: {
    title: "Cómo comprobarlo tú mismo",
    browser:
      "Aquí: pulsa «Verificar en mi navegador» arriba. La comprobación se ejecuta en tu dispositivo, página a página.",
    command:
      "Con una copia de la aplicación: ejecuta este comando junto a su base de datos. Contrasta el registro con la tabla de pronósticos y falla si algo no coincide.",
    query:
      "Por GraphQL, sin iniciar sesión: pide a {{path}} la cabeza y las entradas, hasta {{max}} por página.",
    rule: "Después recalcula cada hash: SHA-256 del hash de la entrada anterior seguido del texto de la entrada, tal como se sirve.",
    noteDown:
      "Guarda la cabeza que apuntaste: un registro posterior debe seguir conteniendo esa entrada con ese mismo hash.",
  },
  seo: {
    title: "El registro de pronósticos: verifica cada pronóstico",
    description:
      "Cada pronóstico y resultado de FunsClub en un registro público encadenado por hashes: comprueba en tu navegador que ningún pronóstico se editó, borró o antedató después del inicio.",
  },
};
