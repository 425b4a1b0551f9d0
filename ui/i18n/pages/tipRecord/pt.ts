import type { TipRecordTranslations } from "./en.ts";

/** The tip record page's strings in Portuguese. */
export const translations: TipRecordTranslations = {
  title: "O registro de palpites",
  subtitle: "Cada palpite e cada resultado, num registro que ninguém pode reescrever",
  intro:
    "Cada palpite é gravado neste registro público no momento em que é publicado, e cada resultado quando é liquidado. Cada entrada é selada com um hash SHA-256 da entrada anterior, então editar, apagar ou antedatar um único palpite mudaria todos os hashes seguintes. Você não precisa confiar em nós: confira você mesmo.",
  retry: "Tentar de novo",
  head: {
    title: "Onde o registro está",
    entries: "Entradas",
    hash: "Hash",
    time: "Última entrada",
    empty: "Nenhum palpite registrado ainda",
    failed: "Não foi possível carregar a cabeça do registro.",
    loading: "Carregando o registro…",
    noteDown: "Anote este hash. Se o hash desta entrada for diferente algum dia, o registro foi reescrito.",
  },
  verify: {
    title: "Verificar no meu navegador",
    explain:
      "Seu navegador lê cada entrada e recalcula cada hash com a própria criptografia embutida. Nada é aceito só pela nossa palavra.",
    start: "Verificar no meu navegador",
    again: "Verificar de novo",
    starting: "Lendo a cabeça do registro…",
    progress: "{{checked}} de {{total}} entradas conferidas",
    verified: "Verificado: {{entries}} entradas, a cabeça confere.",
    failed: "Não foi possível ler o registro até o fim. Tente de novo.",
  },
  mismatch: {
    title: "A entrada nº {{seq}} não confere",
    seqGap: "Falta uma entrada: a numeração pula aqui.",
    brokenLink: "Esta entrada não aponta para o hash da entrada anterior.",
    badHash: "O hash desta entrada não é o hash do seu conteúdo: ela foi alterada depois de gravada.",
    badEntry: "Esta entrada não está escrita na forma canônica do registro.",
    afterKickoff: "Este palpite foi registrado no início do evento ou depois dele.",
    headMismatch: "O registro não termina na cabeça que publicou.",
    other: "Esta entrada não confere com o registro.",
    expected: "Esperado",
    found: "Encontrado",
    nothing: "nada",
    eventStart: "Início do evento",
    recordedAt: "Registrado",
  },
  lookup: {
    title: "Procurar um palpite",
    label: "ID do palpite",
    placeholder: "Cole o ID de um palpite",
    submit: "Procurar",
    searching: "Procurando no registro…",
    notFound: "Nenhum palpite com este ID está no registro.",
    failed: "Não foi possível procurar no registro. Tente de novo.",
    unreadable: "Não foi possível ler a entrada deste palpite.",
    beforeKickoff: "Publicado antes do início",
    afterKickoff: "Publicado depois do início",
    entry: "Entrada",
    recordedAt: "Registrado",
    eventStart: "Início do evento",
    settlement: "Resultado",
    settled: "{{result}} em {{time}} (entrada nº {{seq}})",
    open: "Ainda não liquidado",
    result: {
      won: "Ganhou",
      lost: "Perdeu",
      void: "Anulado",
      halfWon: "Meio ganho",
      halfLost: "Meio perdido",
    },
  },
  how: {
    title: "Como conferir você mesmo",
    browser:
      "Aqui: toque em “Verificar no meu navegador” acima. A conferência roda no seu aparelho, página por página.",
    command:
      "Com uma cópia do app: rode este comando ao lado do banco de dados. Ele compara o registro com a tabela de palpites e falha se algo não conferir.",
    query:
      "Por GraphQL, sem entrar na conta: peça a {{path}} a cabeça e as entradas, até {{max}} por página.",
    rule: "Depois recalcule cada hash: SHA-256 do hash da entrada anterior seguido do texto da entrada, exatamente como servido.",
    noteDown:
      "Guarde a cabeça que você anotou: um registro posterior ainda deve conter essa entrada com esse mesmo hash.",
  },
  seo: {
    title: "O registro de palpites: verifique cada palpite",
    description:
      "Cada palpite e resultado do FunsClub num registro público encadeado por hashes: confira no seu navegador que nenhum palpite foi editado, apagado ou antedatado depois do início.",
  },
};
