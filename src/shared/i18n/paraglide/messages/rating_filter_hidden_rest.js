/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ shown: NonNullable<unknown>, total: NonNullable<unknown> }} Rating_Filter_Hidden_RestInputs */

const en_rating_filter_hidden_rest = /** @type {(inputs: Rating_Filter_Hidden_RestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`by the filters · ${i?.shown} of ${i?.total} shown`)
};

const es_rating_filter_hidden_rest = /** @type {(inputs: Rating_Filter_Hidden_RestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`por los filtros · se muestran ${i?.shown} de ${i?.total}`)
};

const en_xa2_rating_filter_hidden_rest = /** @type {(inputs: Rating_Filter_Hidden_RestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ƀý ţĥé ƒíļţéŕš · ${i?.shown} óƒ ${i?.total} šĥóŵñ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "by the filters · {shown} of {total} shown" |
*
* @param {Rating_Filter_Hidden_RestInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_filter_hidden_rest = /** @type {((inputs: Rating_Filter_Hidden_RestInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Filter_Hidden_RestInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_filter_hidden_rest(inputs)
	if (locale === "en-XA") return en_xa2_rating_filter_hidden_rest(inputs)
	return en_rating_filter_hidden_rest(inputs)
});