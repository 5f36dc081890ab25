/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Store_Rebuild_ElectronInputs */

const en_main_store_rebuild_electron = /** @type {(inputs: Main_Store_Rebuild_ElectronInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Run \`npm run rebuild:electron\` to rebuild it for Electron, then start the app again.`)
};

const es_main_store_rebuild_electron = /** @type {(inputs: Main_Store_Rebuild_ElectronInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ejecute \`npm run rebuild:electron\` para recompilarlo para Electron y vuelva a iniciar la aplicación.`)
};

const en_xa2_main_store_rebuild_electron = /** @type {(inputs: Main_Store_Rebuild_ElectronInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕúñ \`ñþɱ ŕúñ ŕéƀúíļð:éļéçţŕóñ\` ţó ŕéƀúíļð íţ ƒóŕ Éļéçţŕóñ, ţĥéñ šţáŕţ ţĥé áþþ áĝáíñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Run `npm run rebuild:electron` to rebuild it for Electron, then start the app again." |
*
* @param {Main_Store_Rebuild_ElectronInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_store_rebuild_electron = /** @type {((inputs?: Main_Store_Rebuild_ElectronInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Store_Rebuild_ElectronInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_store_rebuild_electron(inputs)
	if (locale === "en-XA") return en_xa2_main_store_rebuild_electron(inputs)
	return en_main_store_rebuild_electron(inputs)
});