/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_Name_Part_HintInputs */

const en_tariffs_name_part_hint = /** @type {(inputs: Tariffs_Name_Part_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional: part of the name.`)
};

const es_tariffs_name_part_hint = /** @type {(inputs: Tariffs_Name_Part_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opcional: parte del nombre.`)
};

const en_xa2_tariffs_name_part_hint = /** @type {(inputs: Tariffs_Name_Part_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óþţíóñáļ: þáŕţ óƒ ţĥé ñáɱé. ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Optional: part of the name." |
*
* @param {Tariffs_Name_Part_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_name_part_hint = /** @type {((inputs?: Tariffs_Name_Part_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Name_Part_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_name_part_hint(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_name_part_hint(inputs)
	return en_tariffs_name_part_hint(inputs)
});