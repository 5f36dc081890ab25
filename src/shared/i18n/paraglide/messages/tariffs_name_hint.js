/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_Name_HintInputs */

const en_tariffs_name_hint = /** @type {(inputs: Tariffs_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional. The report can filter by it.`)
};

const es_tariffs_name_hint = /** @type {(inputs: Tariffs_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opcional. El informe puede filtrar por él.`)
};

const en_xa2_tariffs_name_hint = /** @type {(inputs: Tariffs_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óþţíóñáļ. Ţĥé ŕéþóŕţ çáñ ƒíļţéŕ ƀý íţ. ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Optional. The report can filter by it." |
*
* @param {Tariffs_Name_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_name_hint = /** @type {((inputs?: Tariffs_Name_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Name_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_name_hint(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_name_hint(inputs)
	return en_tariffs_name_hint(inputs)
});