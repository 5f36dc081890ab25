/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Rating_Filter_All_CarriersInputs */

const en_rating_filter_all_carriers = /** @type {(inputs: Rating_Filter_All_CarriersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`All carriers (${i?.count})`)
};

const es_rating_filter_all_carriers = /** @type {(inputs: Rating_Filter_All_CarriersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Todos los transportistas (${i?.count})`)
};

const en_xa2_rating_filter_all_carriers = /** @type {(inputs: Rating_Filter_All_CarriersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Áļļ çáŕŕíéŕš (${i?.count}) ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "All carriers ({count})" |
*
* @param {Rating_Filter_All_CarriersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_filter_all_carriers = /** @type {((inputs: Rating_Filter_All_CarriersInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Filter_All_CarriersInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_filter_all_carriers(inputs)
	if (locale === "en-XA") return en_xa2_rating_filter_all_carriers(inputs)
	return en_rating_filter_all_carriers(inputs)
});