/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ margin: NonNullable<unknown> }} Pricing_Csv_Bad_MarginInputs */

const en_pricing_csv_bad_margin = /** @type {(inputs: Pricing_Csv_Bad_MarginInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the default margin "${i?.margin}" is not a percentage such as 12.5 (0 to 1000)`)
};

const es_pricing_csv_bad_margin = /** @type {(inputs: Pricing_Csv_Bad_MarginInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`el margen predeterminado "${i?.margin}" no es un porcentaje como 12,5 (de 0 a 1000)`)
};

const en_xa2_pricing_csv_bad_margin = /** @type {(inputs: Pricing_Csv_Bad_MarginInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ţĥé ðéƒáúļţ ɱáŕĝíñ "${i?.margin}" íš ñóţ á þéŕçéñţáĝé šúçĥ áš 12.5 (0 ţó 1000) ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "the default margin \"{margin}\" is not a percentage such as 12.5 (0 to 1000)" |
*
* @param {Pricing_Csv_Bad_MarginInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_csv_bad_margin = /** @type {((inputs: Pricing_Csv_Bad_MarginInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Csv_Bad_MarginInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_csv_bad_margin(inputs)
	if (locale === "en-XA") return en_xa2_pricing_csv_bad_margin(inputs)
	return en_pricing_csv_bad_margin(inputs)
});