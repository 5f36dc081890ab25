/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Rating_Filter_All_ShownInputs */

const en_rating_filter_all_shown = /** @type {(inputs: Rating_Filter_All_ShownInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`All ${i?.shown} rate shown`);
	return /** @type {LocalizedString} */ (`All ${i?.shown} rates shown`)
	
};

const es_rating_filter_all_shown = /** @type {(inputs: Rating_Filter_All_ShownInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Se muestra ${i?.shown} tarifa`);
	return /** @type {LocalizedString} */ (`Se muestran las ${i?.shown} tarifas`)
	
};

const en_xa2_rating_filter_all_shown = /** @type {(inputs: Rating_Filter_All_ShownInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[Áļļ ${i?.shown} ŕáţé šĥóŵñ ·~ ·~]`);
	return /** @type {LocalizedString} */ (`[Áļļ ${i?.shown} ŕáţéš šĥóŵñ ·~ ·~ ]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "All {shown} rate shown" |
* | * | "All {shown} rates shown" |
*
* @param {Rating_Filter_All_ShownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_filter_all_shown = /** @type {((inputs: Rating_Filter_All_ShownInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Filter_All_ShownInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_filter_all_shown(inputs)
	if (locale === "en-XA") return en_xa2_rating_filter_all_shown(inputs)
	return en_rating_filter_all_shown(inputs)
});