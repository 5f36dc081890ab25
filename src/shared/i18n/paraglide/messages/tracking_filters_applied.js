/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Tracking_Filters_AppliedInputs */

const en_tracking_filters_applied = /** @type {(inputs: Tracking_Filters_AppliedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} filter applied`);
	return /** @type {LocalizedString} */ (`${i?.shown} filters applied`)
	
};

const es_tracking_filters_applied = /** @type {(inputs: Tracking_Filters_AppliedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} filtro aplicado`);
	return /** @type {LocalizedString} */ (`${i?.shown} filtros aplicados`)
	
};

const en_xa2_tracking_filters_applied = /** @type {(inputs: Tracking_Filters_AppliedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} ƒíļţéŕ áþþļíéð ·~ ·~]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} ƒíļţéŕš áþþļíéð ·~ ·~ ]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} filter applied" |
* | * | "{shown} filters applied" |
*
* @param {Tracking_Filters_AppliedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_filters_applied = /** @type {((inputs: Tracking_Filters_AppliedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Filters_AppliedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_filters_applied(inputs)
	if (locale === "en-XA") return en_xa2_tracking_filters_applied(inputs)
	return en_tracking_filters_applied(inputs)
});