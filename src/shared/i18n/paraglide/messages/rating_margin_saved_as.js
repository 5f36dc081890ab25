/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Rating_Margin_Saved_AsInputs */

const en_rating_margin_saved_as = /** @type {(inputs: Rating_Margin_Saved_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Saved as ${i?.number}: the quote keeps the prices it was saved with.`)
};

const es_rating_margin_saved_as = /** @type {(inputs: Rating_Margin_Saved_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Guardada como ${i?.number}: la cotización conserva los precios con los que se guardó.`)
};

const en_xa2_rating_margin_saved_as = /** @type {(inputs: Rating_Margin_Saved_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šáṽéð áš ${i?.number}: ţĥé ǫúóţé ķééþš ţĥé þŕíçéš íţ ŵáš šáṽéð ŵíţĥ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Saved as {number}: the quote keeps the prices it was saved with." |
*
* @param {Rating_Margin_Saved_AsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_saved_as = /** @type {((inputs: Rating_Margin_Saved_AsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Margin_Saved_AsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_margin_saved_as(inputs)
	if (locale === "en-XA") return en_xa2_rating_margin_saved_as(inputs)
	return en_rating_margin_saved_as(inputs)
});