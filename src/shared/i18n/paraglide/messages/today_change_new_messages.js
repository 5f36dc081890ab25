/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Today_Change_New_MessagesInputs */

const en_today_change_new_messages = /** @type {(inputs: Today_Change_New_MessagesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} new tracking message`);
	return /** @type {LocalizedString} */ (`${i?.shown} new tracking messages`)
	
};

const es_today_change_new_messages = /** @type {(inputs: Today_Change_New_MessagesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} mensaje de seguimiento nuevo`);
	return /** @type {LocalizedString} */ (`${i?.shown} mensajes de seguimiento nuevos`)
	
};

const en_xa2_today_change_new_messages = /** @type {(inputs: Today_Change_New_MessagesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} ñéŵ ţŕáçķíñĝ ɱéššáĝé ·~ ·~ ·~]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} ñéŵ ţŕáçķíñĝ ɱéššáĝéš ·~ ·~ ·~]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} new tracking message" |
* | * | "{shown} new tracking messages" |
*
* @param {Today_Change_New_MessagesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_change_new_messages = /** @type {((inputs: Today_Change_New_MessagesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Today_Change_New_MessagesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_today_change_new_messages(inputs)
	if (locale === "en-XA") return en_xa2_today_change_new_messages(inputs)
	return en_today_change_new_messages(inputs)
});