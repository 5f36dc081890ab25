/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_Scac_HintInputs */

const en_tariffs_scac_hint = /** @type {(inputs: Tariffs_Scac_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`2 to 4 letters, e.g. MAEU, MSCU.`)
};

const es_tariffs_scac_hint = /** @type {(inputs: Tariffs_Scac_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De 2 a 4 letras, p. ej. MAEU, MSCU.`)
};

const en_xa2_tariffs_scac_hint = /** @type {(inputs: Tariffs_Scac_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[2 ţó 4 ļéţţéŕš, é.ĝ. ṀÁÉÚ, ṀŠÇÚ. ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "2 to 4 letters, e.g. MAEU, MSCU." |
*
* @param {Tariffs_Scac_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_scac_hint = /** @type {((inputs?: Tariffs_Scac_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Scac_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_scac_hint(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_scac_hint(inputs)
	return en_tariffs_scac_hint(inputs)
});