/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Pdf_DaysInputs */

const en_pdf_days = /** @type {(inputs: Pdf_DaysInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} day`);
	return /** @type {LocalizedString} */ (`${i?.count} days`)
	
};

const es_pdf_days = /** @type {(inputs: Pdf_DaysInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} día`);
	return /** @type {LocalizedString} */ (`${i?.count} días`)
	
};

const en_xa2_pdf_days = /** @type {(inputs: Pdf_DaysInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.count} ðáý ·]`);
	return /** @type {LocalizedString} */ (`[${i?.count} ðáýš ·]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} day" |
* | * | "{count} days" |
*
* @param {Pdf_DaysInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_days = /** @type {((inputs: Pdf_DaysInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_DaysInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pdf_days(inputs)
	if (locale === "en-XA") return en_xa2_pdf_days(inputs)
	return en_pdf_days(inputs)
});