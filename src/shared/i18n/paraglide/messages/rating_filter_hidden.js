/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Rating_Filter_HiddenInputs */

const en_rating_filter_hidden = /** @type {(inputs: Rating_Filter_HiddenInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} rate hidden`);
	return /** @type {LocalizedString} */ (`${i?.shown} rates hidden`)
	
};

const es_rating_filter_hidden = /** @type {(inputs: Rating_Filter_HiddenInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} tarifa oculta`);
	return /** @type {LocalizedString} */ (`${i?.shown} tarifas ocultas`)
	
};

const en_xa2_rating_filter_hidden = /** @type {(inputs: Rating_Filter_HiddenInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} ŕáţé ĥíððéñ ·~ ·]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} ŕáţéš ĥíððéñ ·~ ·~]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} rate hidden" |
* | * | "{shown} rates hidden" |
*
* @param {Rating_Filter_HiddenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_filter_hidden = /** @type {((inputs: Rating_Filter_HiddenInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Filter_HiddenInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_filter_hidden(inputs)
	if (locale === "en-XA") return en_xa2_rating_filter_hidden(inputs)
	return en_rating_filter_hidden(inputs)
});