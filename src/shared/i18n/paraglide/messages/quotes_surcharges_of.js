/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ carrier: NonNullable<unknown> }} Quotes_Surcharges_OfInputs */

const en_quotes_surcharges_of = /** @type {(inputs: Quotes_Surcharges_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Surcharges of the quote from ${i?.carrier}`)
};

const es_quotes_surcharges_of = /** @type {(inputs: Quotes_Surcharges_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recargos de la cotización de ${i?.carrier}`)
};

const en_xa2_quotes_surcharges_of = /** @type {(inputs: Quotes_Surcharges_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šúŕçĥáŕĝéš óƒ ţĥé ǫúóţé ƒŕóɱ ${i?.carrier} ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Surcharges of the quote from {carrier}" |
*
* @param {Quotes_Surcharges_OfInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_surcharges_of = /** @type {((inputs: Quotes_Surcharges_OfInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_Surcharges_OfInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_quotes_surcharges_of(inputs)
	if (locale === "en-XA") return en_xa2_quotes_surcharges_of(inputs)
	return en_quotes_surcharges_of(inputs)
});