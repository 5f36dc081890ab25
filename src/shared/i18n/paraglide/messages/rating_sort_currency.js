/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ currency: NonNullable<unknown> }} Rating_Sort_CurrencyInputs */

const en_rating_sort_currency = /** @type {(inputs: Rating_Sort_CurrencyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sorting compares the amounts in ${i?.currency}; nothing is converted.`)
};

const es_rating_sort_currency = /** @type {(inputs: Rating_Sort_CurrencyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La ordenación compara los importes en ${i?.currency}; no se convierte nada.`)
};

const en_xa2_rating_sort_currency = /** @type {(inputs: Rating_Sort_CurrencyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šóŕţíñĝ çóɱþáŕéš ţĥé áɱóúñţš íñ ${i?.currency}; ñóţĥíñĝ íš çóñṽéŕţéð. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Sorting compares the amounts in {currency}; nothing is converted." |
*
* @param {Rating_Sort_CurrencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sort_currency = /** @type {((inputs: Rating_Sort_CurrencyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Sort_CurrencyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_sort_currency(inputs)
	if (locale === "en-XA") return en_xa2_rating_sort_currency(inputs)
	return en_rating_sort_currency(inputs)
});