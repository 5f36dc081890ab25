/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Rating_Announce_Saved_AsInputs */

const en_rating_announce_saved_as = /** @type {(inputs: Rating_Announce_Saved_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quote saved as ${i?.number}.`)
};

const es_rating_announce_saved_as = /** @type {(inputs: Rating_Announce_Saved_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cotización guardada como ${i?.number}.`)
};

const en_xa2_rating_announce_saved_as = /** @type {(inputs: Rating_Announce_Saved_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ǫúóţé šáṽéð áš ${i?.number}. ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Quote saved as {number}." |
*
* @param {Rating_Announce_Saved_AsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_announce_saved_as = /** @type {((inputs: Rating_Announce_Saved_AsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Announce_Saved_AsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_announce_saved_as(inputs)
	if (locale === "en-XA") return en_xa2_rating_announce_saved_as(inputs)
	return en_rating_announce_saved_as(inputs)
});