/** One line per step of a long task, with how far along it is: "[3/12] Imágenes: estudio-plato". */
export type Progress = (step: string, done?: number, total?: number) => void

export const consoleProgress: Progress = (step, done, total) => {
  const counter = done !== undefined && total !== undefined ? `[${done}/${total}] ` : ''
  console.log(`  ${counter}${step}`)
}
