/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Rating_Carriers_CountInputs */

const en_rating_carriers_count = /** @type {(inputs: Rating_Carriers_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} carrier`);
	return /** @type {LocalizedString} */ (`${i?.shown} carriers`)
	
};

const es_rating_carriers_count = /** @type {(inputs: Rating_Carriers_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} transportista`);
	return /** @type {LocalizedString} */ (`${i?.shown} transportistas`)
	
};

const en_xa2_rating_carriers_count = /** @type {(inputs: Rating_Carriers_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} çáŕŕíéŕ ·~ ]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} çáŕŕíéŕš ·~ ]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} carrier" |
* | * | "{shown} carriers" |
*
* @param {Rating_Carriers_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_carriers_count = /** @type {((inputs: Rating_Carriers_CountInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Carriers_CountInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_carriers_count(inputs)
	if (locale === "en-XA") return en_xa2_rating_carriers_count(inputs)
	return en_rating_carriers_count(inputs)
});