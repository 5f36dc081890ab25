/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ rates: NonNullable<unknown>, carriers: NonNullable<unknown>, route: NonNullable<unknown>, when: NonNullable<unknown> }} Rating_Rates_SummaryInputs */

const en_rating_rates_summary = /** @type {(inputs: Rating_Rates_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rates} from ${i?.carriers}${i?.route} · received ${i?.when}`)
};

const es_rating_rates_summary = /** @type {(inputs: Rating_Rates_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rates} de ${i?.carriers}${i?.route} · recibidas ${i?.when}`)
};

const en_xa2_rating_rates_summary = /** @type {(inputs: Rating_Rates_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.rates} ƒŕóɱ ${i?.carriers}${i?.route} · ŕéçéíṽéð ${i?.when} ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "{rates} from {carriers}{route} · received {when}" |
*
* @param {Rating_Rates_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rates_summary = /** @type {((inputs: Rating_Rates_SummaryInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Rates_SummaryInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_rates_summary(inputs)
	if (locale === "en-XA") return en_xa2_rating_rates_summary(inputs)
	return en_rating_rates_summary(inputs)
});