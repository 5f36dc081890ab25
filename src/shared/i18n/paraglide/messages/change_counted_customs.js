/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_CustomsInputs */

const en_change_counted_customs = /** @type {(inputs: Change_Counted_CustomsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} customs status changed`);
	return /** @type {LocalizedString} */ (`${i?.count} customs status changed`)
	
};

const es_change_counted_customs = /** @type {(inputs: Change_Counted_CustomsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} estado aduanero cambiado`);
	return /** @type {LocalizedString} */ (`${i?.count} estados aduaneros cambiados`)
	
};

const en_xa2_change_counted_customs = /** @type {(inputs: Change_Counted_CustomsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.count} çúšţóɱš šţáţúš çĥáñĝéð ·~ ·~ ·~ ]`);
	return /** @type {LocalizedString} */ (`[${i?.count} çúšţóɱš šţáţúš çĥáñĝéð ·~ ·~ ·~ ]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} customs status changed" |
* | * | "{count} customs status changed" |
*
* @param {Change_Counted_CustomsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_counted_customs = /** @type {((inputs: Change_Counted_CustomsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Counted_CustomsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_change_counted_customs(inputs)
	if (locale === "en-XA") return en_xa2_change_counted_customs(inputs)
	return en_change_counted_customs(inputs)
});