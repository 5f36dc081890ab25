/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Pricing_Csv_More_ProblemsInputs */

const en_pricing_csv_more_problems = /** @type {(inputs: Pricing_Csv_More_ProblemsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`and ${i?.shown} more problem`);
	return /** @type {LocalizedString} */ (`and ${i?.shown} more problems`)
	
};

const es_pricing_csv_more_problems = /** @type {(inputs: Pricing_Csv_More_ProblemsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`y ${i?.shown} problema más`);
	return /** @type {LocalizedString} */ (`y ${i?.shown} problemas más`)
	
};

const en_xa2_pricing_csv_more_problems = /** @type {(inputs: Pricing_Csv_More_ProblemsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[áñð ${i?.shown} ɱóŕé þŕóƀļéɱ ·~ ·~ ]`);
	return /** @type {LocalizedString} */ (`[áñð ${i?.shown} ɱóŕé þŕóƀļéɱš ·~ ·~ ·]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "and {shown} more problem" |
* | * | "and {shown} more problems" |
*
* @param {Pricing_Csv_More_ProblemsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_csv_more_problems = /** @type {((inputs: Pricing_Csv_More_ProblemsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Csv_More_ProblemsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_csv_more_problems(inputs)
	if (locale === "en-XA") return en_xa2_pricing_csv_more_problems(inputs)
	return en_pricing_csv_more_problems(inputs)
});