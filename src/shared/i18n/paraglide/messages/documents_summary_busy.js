/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Documents_Summary_BusyInputs */

const en_documents_summary_busy = /** @type {(inputs: Documents_Summary_BusyInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} in progress`);
	return /** @type {LocalizedString} */ (`${i?.shown} in progress`)
	
};

const es_documents_summary_busy = /** @type {(inputs: Documents_Summary_BusyInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} en curso`);
	return /** @type {LocalizedString} */ (`${i?.shown} en curso`)
	
};

const en_xa2_documents_summary_busy = /** @type {(inputs: Documents_Summary_BusyInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} íñ þŕóĝŕéšš ·~ ·]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} íñ þŕóĝŕéšš ·~ ·]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} in progress" |
* | * | "{shown} in progress" |
*
* @param {Documents_Summary_BusyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_summary_busy = /** @type {((inputs: Documents_Summary_BusyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Summary_BusyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_summary_busy(inputs)
	if (locale === "en-XA") return en_xa2_documents_summary_busy(inputs)
	return en_documents_summary_busy(inputs)
});