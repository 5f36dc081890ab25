/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_External_Id_HintInputs */

const en_tariffs_external_id_hint = /** @type {(inputs: Tariffs_External_Id_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional. Your own reference for this tariff.`)
};

const es_tariffs_external_id_hint = /** @type {(inputs: Tariffs_External_Id_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opcional. Su propia referencia para esta tarifa.`)
};

const en_xa2_tariffs_external_id_hint = /** @type {(inputs: Tariffs_External_Id_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óþţíóñáļ. Ýóúŕ óŵñ ŕéƒéŕéñçé ƒóŕ ţĥíš ţáŕíƒƒ. ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Optional. Your own reference for this tariff." |
*
* @param {Tariffs_External_Id_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_external_id_hint = /** @type {((inputs?: Tariffs_External_Id_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_External_Id_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_external_id_hint(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_external_id_hint(inputs)
	return en_tariffs_external_id_hint(inputs)
});