/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Documents_Summary_ReadyInputs */

const en_documents_summary_ready = /** @type {(inputs: Documents_Summary_ReadyInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} ready`);
	return /** @type {LocalizedString} */ (`${i?.shown} ready`)
	
};

const es_documents_summary_ready = /** @type {(inputs: Documents_Summary_ReadyInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} listo`);
	return /** @type {LocalizedString} */ (`${i?.shown} listos`)
	
};

const en_xa2_documents_summary_ready = /** @type {(inputs: Documents_Summary_ReadyInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} ŕéáðý ·~]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} ŕéáðý ·~]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} ready" |
* | * | "{shown} ready" |
*
* @param {Documents_Summary_ReadyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_summary_ready = /** @type {((inputs: Documents_Summary_ReadyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Summary_ReadyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_summary_ready(inputs)
	if (locale === "en-XA") return en_xa2_documents_summary_ready(inputs)
	return en_documents_summary_ready(inputs)
});