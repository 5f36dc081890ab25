/* eslint-disable */
import { getLocale, experimentalStaticLocale } from "../runtime.js"

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} App_NameInputs */
/** @typedef {{ screen: NonNullable<unknown> }} App_OpeningInputs */
/** @typedef {{}} App_Part_Failed_To_LoadInputs */
/** @typedef {{ screen: NonNullable<unknown> }} App_Screen_Draw_FailedInputs */
/** @typedef {{ detail: NonNullable<unknown> }} App_Screen_Failed_DrawingInputs */
/** @typedef {{ screen: NonNullable<unknown> }} App_Screen_Open_FailedInputs */
/** @typedef {{}} App_Skip_To_ContentInputs */
/** @typedef {{}} Appearance_DarkInputs */
/** @typedef {{}} Appearance_DescriptionInputs */
/** @typedef {{}} Appearance_LanguageInputs */
/** @typedef {{}} Appearance_Language_HintInputs */
/** @typedef {{}} Appearance_Language_Save_FailedInputs */
/** @typedef {{}} Appearance_LightInputs */
/** @typedef {{}} Appearance_Read_FailedInputs */
/** @typedef {{}} Appearance_SystemInputs */
/** @typedef {{}} Appearance_ThemeInputs */
/** @typedef {{}} Appearance_Theme_HintInputs */
/** @typedef {{}} Appearance_Theme_Save_FailedInputs */
/** @typedef {{}} Appearance_TitleInputs */
/** @typedef {{}} As_OfInputs */
/** @typedef {{}} As_Of_Not_FetchedInputs */
/** @typedef {{}} As_Of_SavedInputs */
/** @typedef {{ noun: NonNullable<unknown>, searched: NonNullable<unknown> }} Autocomplete_None_FoundInputs */
/** @typedef {{}} Autocomplete_Saved_AnswerInputs */
/** @typedef {{ searched: NonNullable<unknown> }} Autocomplete_SearchingInputs */
/** @typedef {{}} Autocomplete_SuggestionsInputs */
/** @typedef {{}} Basket_RemoveInputs */
/** @typedef {{ file: NonNullable<unknown> }} Basket_Remove_FileInputs */
/** @typedef {{}} CancelInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_AddedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_CustomsInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_Delivery_DateInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_Documents_ChangedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_Documents_UploadedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_Documents_ValidatedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_Free_Time_PastInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_Free_Time_SoonInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_MessagesInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_Pickup_DateInputs */
/** @typedef {{ count: NonNullable<unknown>, status: NonNullable<unknown> }} Change_Counted_StatusInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_UnlistedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Change_Document_No_Longer_UploadedInputs */
/** @typedef {{ name: NonNullable<unknown>, status: NonNullable<unknown> }} Change_Document_StatusInputs */
/** @typedef {{ name: NonNullable<unknown>, was: NonNullable<unknown> }} Change_Document_Status_RemovedInputs */
/** @typedef {{}} Change_Document_UnnamedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Change_Document_UploadedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Change_Document_ValidatedInputs */
/** @typedef {{}} Change_Free_TimeInputs */
/** @typedef {{ name: NonNullable<unknown>, day: NonNullable<unknown> }} Change_Free_Time_PastInputs */
/** @typedef {{ name: NonNullable<unknown>, stop: NonNullable<unknown>, day: NonNullable<unknown> }} Change_Free_Time_Past_UnreportedInputs */
/** @typedef {{ name: NonNullable<unknown>, day: NonNullable<unknown> }} Change_Free_Time_SoonInputs */
/** @typedef {{ name: NonNullable<unknown>, stop: NonNullable<unknown>, day: NonNullable<unknown> }} Change_Free_Time_Soon_UnreportedInputs */
/** @typedef {{}} Change_Kind_AddedInputs */
/** @typedef {{}} Change_Kind_Added_HintInputs */
/** @typedef {{}} Change_Kind_CustomsInputs */
/** @typedef {{}} Change_Kind_Customs_HintInputs */
/** @typedef {{}} Change_Kind_Delivery_DateInputs */
/** @typedef {{}} Change_Kind_Delivery_Date_HintInputs */
/** @typedef {{}} Change_Kind_DocumentsInputs */
/** @typedef {{}} Change_Kind_Documents_HintInputs */
/** @typedef {{}} Change_Kind_Free_TimeInputs */
/** @typedef {{}} Change_Kind_Free_Time_HintInputs */
/** @typedef {{}} Change_Kind_MessagesInputs */
/** @typedef {{}} Change_Kind_Messages_HintInputs */
/** @typedef {{}} Change_Kind_Pickup_DateInputs */
/** @typedef {{}} Change_Kind_Pickup_Date_HintInputs */
/** @typedef {{}} Change_Kind_StatusInputs */
/** @typedef {{}} Change_Kind_Status_HintInputs */
/** @typedef {{}} Change_Kind_UnlistedInputs */
/** @typedef {{}} Change_Kind_Unlisted_HintInputs */
/** @typedef {{}} Change_Stop_DischargeInputs */
/** @typedef {{}} Change_Stop_Empty_ReturnInputs */
/** @typedef {{}} Change_Stop_ReleaseInputs */
/** @typedef {{}} Choose_FilesInputs */
/** @typedef {{}} Choose_NoneInputs */
/** @typedef {{}} Company_Choose_LogoInputs */
/** @typedef {{}} Company_DescriptionInputs */
/** @typedef {{}} Company_LogoInputs */
/** @typedef {{ file: NonNullable<unknown> }} Company_Logo_AltInputs */
/** @typedef {{ file: NonNullable<unknown>, width: NonNullable<unknown>, height: NonNullable<unknown>, size: NonNullable<unknown> }} Company_Logo_FactsInputs */
/** @typedef {{ size: NonNullable<unknown> }} Company_Logo_LimitsInputs */
/** @typedef {{}} Company_NameInputs */
/** @typedef {{}} Company_Name_HintInputs */
/** @typedef {{}} Company_Name_Save_FailedInputs */
/** @typedef {{}} Company_No_LogoInputs */
/** @typedef {{}} Company_Remove_LogoInputs */
/** @typedef {{}} Company_Replace_LogoInputs */
/** @typedef {{}} Company_Save_NameInputs */
/** @typedef {{}} Company_TitleInputs */
/** @typedef {{}} Connection_CheckingInputs */
/** @typedef {{}} Copy_DoneInputs */
/** @typedef {{}} Copy_FailedInputs */
/** @typedef {{ what: NonNullable<unknown> }} Copy_WhatInputs */
/** @typedef {{}} Date_Day_LettersInputs */
/** @typedef {{}} Date_Month_LettersInputs */
/** @typedef {{}} Date_Year_LettersInputs */
/** @typedef {{}} DismissInputs */
/** @typedef {{}} Draft_DiscardInputs */
/** @typedef {{}} Draft_Restored_FromInputs */
/** @typedef {{}} Draft_SavedInputs */
/** @typedef {{}} EditInputs */
/** @typedef {{}} Empty_State_KeptInputs */
/** @typedef {{}} Error_Retries_ItselfInputs */
/** @typedef {{}} Export_AgencyInputs */
/** @typedef {{}} Export_CodeInputs */
/** @typedef {{}} Export_CurrencyInputs */
/** @typedef {{}} Export_Currency_Not_StatedInputs */
/** @typedef {{}} Export_DeliveryInputs */
/** @typedef {{}} Export_DestinationInputs */
/** @typedef {{}} Export_Free_Time_ChargedInputs */
/** @typedef {{}} Export_Free_Time_CurrencyInputs */
/** @typedef {{}} Export_Last_Free_DayInputs */
/** @typedef {{}} Export_Not_KnownInputs */
/** @typedef {{}} Export_OriginInputs */
/** @typedef {{}} Export_PickupInputs */
/** @typedef {{}} Export_PriceInputs */
/** @typedef {{}} Export_StatusInputs */
/** @typedef {{ host: NonNullable<unknown> }} Failure_Address_UnreachableInputs */
/** @typedef {{}} Failure_Ask_AccessInputs */
/** @typedef {{ op: NonNullable<unknown>, seconds: NonNullable<unknown> }} Failure_Body_TimeoutInputs */
/** @typedef {{ op: NonNullable<unknown> }} Failure_BrokeInputs */
/** @typedef {{ count: NonNullable<unknown>, op: NonNullable<unknown> }} Failure_Broke_AttemptsInputs */
/** @typedef {{ op: NonNullable<unknown> }} Failure_Broke_UnknownInputs */
/** @typedef {{ op: NonNullable<unknown> }} Failure_CancelledInputs */
/** @typedef {{}} Failure_Check_Base_UrlInputs */
/** @typedef {{}} Failure_Check_ConnectionInputs */
/** @typedef {{ op: NonNullable<unknown> }} Failure_ClosedInputs */
/** @typedef {{ host: NonNullable<unknown>, seconds: NonNullable<unknown> }} Failure_Connect_TimeoutInputs */
/** @typedef {{ host: NonNullable<unknown> }} Failure_Connection_RefusedInputs */
/** @typedef {{ op: NonNullable<unknown> }} Failure_ForbiddenInputs */
/** @typedef {{ op: NonNullable<unknown>, seconds: NonNullable<unknown> }} Failure_Headers_TimeoutInputs */
/** @typedef {{}} Failure_Input_InvalidInputs */
/** @typedef {{}} Failure_InternalInputs */
/** @typedef {{ message: NonNullable<unknown> }} Failure_It_SaidInputs */
/** @typedef {{ count: NonNullable<unknown> }} Failure_More_ProblemsInputs */
/** @typedef {{ host: NonNullable<unknown>, op: NonNullable<unknown> }} Failure_No_Such_AddressInputs */
/** @typedef {{ op: NonNullable<unknown> }} Failure_Not_FoundInputs */
/** @typedef {{}} Failure_Not_Found_ChangedInputs */
/** @typedef {{}} Failure_Not_Found_Check_IdInputs */
/** @typedef {{ op: NonNullable<unknown>, problem: NonNullable<unknown> }} Failure_Not_Sent_ParameterInputs */
/** @typedef {{ op: NonNullable<unknown>, problem: NonNullable<unknown> }} Failure_Not_Sent_RequestInputs */
/** @typedef {{ op: NonNullable<unknown>, message: NonNullable<unknown> }} Failure_RefusedInputs */
/** @typedef {{ op: NonNullable<unknown> }} Failure_Refused_No_ReasonInputs */
/** @typedef {{ op: NonNullable<unknown>, reason: NonNullable<unknown> }} Failure_Rejected_ReasonInputs */
/** @typedef {{ op: NonNullable<unknown>, status: NonNullable<unknown> }} Failure_Rejected_StatusInputs */
/** @typedef {{}} Failure_Report_If_AgainInputs */
/** @typedef {{ op: NonNullable<unknown> }} Failure_Request_TimeoutInputs */
/** @typedef {{ op: NonNullable<unknown>, status: NonNullable<unknown> }} Failure_ServerInputs */
/** @typedef {{ count: NonNullable<unknown>, op: NonNullable<unknown>, status: NonNullable<unknown> }} Failure_Server_AttemptsInputs */
/** @typedef {{ op: NonNullable<unknown>, status: NonNullable<unknown> }} Failure_Server_ReportedInputs */
/** @typedef {{ op: NonNullable<unknown>, limit: NonNullable<unknown> }} Failure_Too_LargeInputs */
/** @typedef {{ op: NonNullable<unknown>, status: NonNullable<unknown>, limit: NonNullable<unknown> }} Failure_Too_Large_RefusedInputs */
/** @typedef {{ op: NonNullable<unknown>, limit: NonNullable<unknown> }} Failure_Too_Large_UnknownInputs */
/** @typedef {{ op: NonNullable<unknown> }} Failure_Too_Many_RequestsInputs */
/** @typedef {{ op: NonNullable<unknown>, seconds: NonNullable<unknown> }} Failure_Too_Many_Requests_WaitInputs */
/** @typedef {{ seconds: NonNullable<unknown> }} Failure_Try_AfterInputs */
/** @typedef {{}} Failure_Try_LaterInputs */
/** @typedef {{ op: NonNullable<unknown> }} Failure_UnauthorizedInputs */
/** @typedef {{ op: NonNullable<unknown>, status: NonNullable<unknown> }} Failure_Unexpected_StatusInputs */
/** @typedef {{ channel: NonNullable<unknown> }} Failure_Unknown_ChannelInputs */
/** @typedef {{ check: NonNullable<unknown> }} Failure_Unknown_OutcomeInputs */
/** @typedef {{ op: NonNullable<unknown>, problem: NonNullable<unknown> }} Failure_UnreadableInputs */
/** @typedef {{ op: NonNullable<unknown>, problem: NonNullable<unknown> }} Failure_Unreadable_AcceptedInputs */
/** @typedef {{}} LoadingInputs */
/** @typedef {{}} Logs_DescriptionInputs */
/** @typedef {{}} Logs_Show_FailedInputs */
/** @typedef {{}} Logs_TitleInputs */
/** @typedef {{ app: NonNullable<unknown> }} Menu_AboutInputs */
/** @typedef {{}} Menu_Actual_SizeInputs */
/** @typedef {{}} Menu_Bring_All_To_FrontInputs */
/** @typedef {{}} Menu_Close_WindowInputs */
/** @typedef {{}} Menu_CopyInputs */
/** @typedef {{}} Menu_CutInputs */
/** @typedef {{}} Menu_EditInputs */
/** @typedef {{}} Menu_ExitInputs */
/** @typedef {{}} Menu_FileInputs */
/** @typedef {{}} Menu_Full_ScreenInputs */
/** @typedef {{}} Menu_GoInputs */
/** @typedef {{}} Menu_HelpInputs */
/** @typedef {{ app: NonNullable<unknown> }} Menu_HideInputs */
/** @typedef {{}} Menu_Hide_OthersInputs */
/** @typedef {{}} Menu_MinimizeInputs */
/** @typedef {{}} Menu_PasteInputs */
/** @typedef {{ app: NonNullable<unknown> }} Menu_QuitInputs */
/** @typedef {{}} Menu_RedoInputs */
/** @typedef {{}} Menu_Select_AllInputs */
/** @typedef {{}} Menu_ServicesInputs */
/** @typedef {{}} Menu_Show_AllInputs */
/** @typedef {{}} Menu_Show_LogsInputs */
/** @typedef {{}} Menu_UndoInputs */
/** @typedef {{}} Menu_ViewInputs */
/** @typedef {{}} Menu_WindowInputs */
/** @typedef {{}} Menu_ZoomInputs */
/** @typedef {{}} Menu_Zoom_InInputs */
/** @typedef {{}} Menu_Zoom_OutInputs */
/** @typedef {{}} Nav_Group_ReferenceInputs */
/** @typedef {{}} Nav_Group_WorkInputs */
/** @typedef {{}} Nav_MainInputs */
/** @typedef {{}} No_Bridge_BodyInputs */
/** @typedef {{}} No_Bridge_TitleInputs */
/** @typedef {{}} Notice_AddedInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Notice_CustomsInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Notice_Eta_MovedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Notice_MessagesInputs */
/** @typedef {{ count: NonNullable<unknown>, latest: NonNullable<unknown> }} Notice_Messages_LatestInputs */
/** @typedef {{}} Notice_NoneInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Notice_Pickup_MovedInputs */
/** @typedef {{ code: NonNullable<unknown> }} Notice_ShipmentInputs */
/** @typedef {{ count: NonNullable<unknown> }} Notice_Shipments_ChangedInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Notice_StatusInputs */
/** @typedef {{}} Notice_UnlistedInputs */
/** @typedef {{ title: NonNullable<unknown> }} Notices_Dismiss_OneInputs */
/** @typedef {{}} Notices_Dismiss_TitleInputs */
/** @typedef {{}} Notices_HintInputs */
/** @typedef {{}} Notices_LabelInputs */
/** @typedef {{}} Notifications_DescriptionInputs */
/** @typedef {{}} Notifications_Notify_AboutInputs */
/** @typedef {{}} Notifications_Read_FailedInputs */
/** @typedef {{}} Notifications_Save_FailedInputs */
/** @typedef {{}} Offline_Keeps_TryingInputs */
/** @typedef {{ when: NonNullable<unknown> }} Offline_Last_AnsweredInputs */
/** @typedef {{}} Offline_Never_AnsweredInputs */
/** @typedef {{}} Offline_TitleInputs */
/** @typedef {{}} Offline_What_WorksInputs */
/** @typedef {{}} Op_Auth_TokenInputs */
/** @typedef {{}} Op_Booking_BoxesInputs */
/** @typedef {{}} Op_Booking_PalletsInputs */
/** @typedef {{}} Op_Booking_Sea_FclInputs */
/** @typedef {{}} Op_Booking_Sea_LclInputs */
/** @typedef {{}} Op_Check_DocumentsInputs */
/** @typedef {{}} Op_Check_QuotesInputs */
/** @typedef {{}} Op_Check_Service_RecordsInputs */
/** @typedef {{}} Op_Check_Shipment_DetailInputs */
/** @typedef {{}} Op_Check_Shipment_ListInputs */
/** @typedef {{}} Op_Check_TariffsInputs */
/** @typedef {{}} Op_Documents_DownloadInputs */
/** @typedef {{}} Op_Documents_ListInputs */
/** @typedef {{}} Op_Documents_UploadInputs */
/** @typedef {{}} Op_Lookup_AirportsInputs */
/** @typedef {{}} Op_Lookup_ContainersInputs */
/** @typedef {{}} Op_Lookup_Pallet_TypesInputs */
/** @typedef {{}} Op_Lookup_PortsInputs */
/** @typedef {{}} Op_Lookup_Postal_CodesInputs */
/** @typedef {{}} Op_Pickup_TimesInputs */
/** @typedef {{}} Op_Quotes_DeleteInputs */
/** @typedef {{}} Op_Quotes_ListInputs */
/** @typedef {{}} Op_Quotes_SaveInputs */
/** @typedef {{}} Op_Rates_AirInputs */
/** @typedef {{}} Op_Rates_BoxesInputs */
/** @typedef {{}} Op_Rates_PalletsInputs */
/** @typedef {{}} Op_Rates_Sea_FclInputs */
/** @typedef {{}} Op_Rates_Sea_LclInputs */
/** @typedef {{}} Op_Sign_InInputs */
/** @typedef {{}} Op_Tariffs_ReportInputs */
/** @typedef {{}} Op_Tariffs_UploadInputs */
/** @typedef {{}} Op_Tracking_DetailInputs */
/** @typedef {{}} Op_Tracking_MessagesInputs */
/** @typedef {{}} Op_Tracking_ShipmentsInputs */
/** @typedef {{}} Op_Tracking_SwitchInputs */
/** @typedef {{}} Open_SettingsInputs */
/** @typedef {{ what: NonNullable<unknown> }} Outcome_UnknownInputs */
/** @typedef {{}} Pdf_Air_FreightInputs */
/** @typedef {{}} Pdf_All_In_NoteInputs */
/** @typedef {{}} Pdf_As_QuotedInputs */
/** @typedef {{}} Pdf_CarrierInputs */
/** @typedef {{}} Pdf_Carrier_NotesInputs */
/** @typedef {{}} Pdf_ChargeInputs */
/** @typedef {{}} Pdf_Chargeable_WeightInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Pdf_Charges_InInputs */
/** @typedef {{}} Pdf_Col_AmountInputs */
/** @typedef {{}} Pdf_Col_BasisInputs */
/** @typedef {{}} Pdf_Col_ChargeInputs */
/** @typedef {{}} Pdf_Col_ContainerInputs */
/** @typedef {{}} Pdf_Col_Counted_FromInputs */
/** @typedef {{}} Pdf_Col_Free_DaysInputs */
/** @typedef {{}} Pdf_Col_Free_TimeInputs */
/** @typedef {{}} Pdf_Col_PenaltyInputs */
/** @typedef {{}} Pdf_Col_Per_DayInputs */
/** @typedef {{ count: NonNullable<unknown> }} Pdf_Count_BoxesInputs */
/** @typedef {{ count: NonNullable<unknown> }} Pdf_Count_Cargo_LinesInputs */
/** @typedef {{ count: NonNullable<unknown> }} Pdf_Count_ContainersInputs */
/** @typedef {{ count: NonNullable<unknown> }} Pdf_Count_PalletsInputs */
/** @typedef {{ count: NonNullable<unknown> }} Pdf_Count_PiecesInputs */
/** @typedef {{ count: NonNullable<unknown> }} Pdf_DaysInputs */
/** @typedef {{}} Pdf_DeliveryInputs */
/** @typedef {{ kind: NonNullable<unknown> }} Pdf_Every_Charge_IncludedInputs */
/** @typedef {{}} Pdf_FlightsInputs */
/** @typedef {{}} Pdf_Free_TimeInputs */
/** @typedef {{}} Pdf_FromInputs */
/** @typedef {{ quote: NonNullable<unknown> }} Pdf_Give_Quote_NumberInputs */
/** @typedef {{}} Pdf_GoodsInputs */
/** @typedef {{}} Pdf_IncludedInputs */
/** @typedef {{ date: NonNullable<unknown> }} Pdf_IssuedInputs */
/** @typedef {{}} Pdf_Mode_AirInputs */
/** @typedef {{}} Pdf_Mode_BoxesInputs */
/** @typedef {{}} Pdf_Mode_PalletsInputs */
/** @typedef {{}} Pdf_Mode_Sea_FclInputs */
/** @typedef {{}} Pdf_Mode_Sea_LclInputs */
/** @typedef {{}} Pdf_No_ExpiryInputs */
/** @typedef {{}} Pdf_NotesInputs */
/** @typedef {{}} Pdf_On_RequestInputs */
/** @typedef {{}} Pdf_PickupInputs */
/** @typedef {{}} Pdf_Pre_BookingInputs */
/** @typedef {{}} Pdf_Price_Includes_AllInputs */
/** @typedef {{}} Pdf_QuotationInputs */
/** @typedef {{}} Pdf_Quote_LabelInputs */
/** @typedef {{}} Pdf_Ref_LabelInputs */
/** @typedef {{ reference: NonNullable<unknown> }} Pdf_ReferenceInputs */
/** @typedef {{}} Pdf_SailingInputs */
/** @typedef {{}} Pdf_Saved_QuoteInputs */
/** @typedef {{}} Pdf_SurchargeInputs */
/** @typedef {{ percent: NonNullable<unknown> }} Pdf_Tax_IncludedInputs */
/** @typedef {{ carrier: NonNullable<unknown> }} Pdf_TermsInputs */
/** @typedef {{ carrier: NonNullable<unknown>, date: NonNullable<unknown> }} Pdf_Terms_ValidInputs */
/** @typedef {{}} Pdf_ToInputs */
/** @typedef {{}} Pdf_Total_All_InInputs */
/** @typedef {{}} Pdf_Total_Of_QuoteInputs */
/** @typedef {{}} Pdf_Total_PriceInputs */
/** @typedef {{}} Pdf_Total_Price_And_SurchargesInputs */
/** @typedef {{}} Pdf_Total_Sum_Of_ChargesInputs */
/** @typedef {{}} Pdf_TransitInputs */
/** @typedef {{}} Pdf_Unnamed_CurrencyInputs */
/** @typedef {{ date: NonNullable<unknown> }} Pdf_Valid_UntilInputs */
/** @typedef {{}} Pdf_VesselInputs */
/** @typedef {{}} Pdf_ViaInputs */
/** @typedef {{}} PenaltyInputs */
/** @typedef {{}} Profile_Form_Add_DescriptionInputs */
/** @typedef {{}} Profile_Form_Add_TitleInputs */
/** @typedef {{}} Profile_Form_Api_KeyInputs */
/** @typedef {{}} Profile_Form_Api_SecretInputs */
/** @typedef {{}} Profile_Form_Base_UrlInputs */
/** @typedef {{}} Profile_Form_Base_Url_HintInputs */
/** @typedef {{}} Profile_Form_Base_Url_PlaceholderInputs */
/** @typedef {{}} Profile_Form_Edit_DescriptionInputs */
/** @typedef {{ name: NonNullable<unknown> }} Profile_Form_Edit_TitleInputs */
/** @typedef {{}} Profile_Form_Keep_KeyInputs */
/** @typedef {{}} Profile_Form_Keep_SecretInputs */
/** @typedef {{}} Profile_Form_NameInputs */
/** @typedef {{}} Profile_Form_Name_HintInputs */
/** @typedef {{ typed: NonNullable<unknown>, saved: NonNullable<unknown> }} Profile_Form_New_Server_BodyInputs */
/** @typedef {{}} Profile_Form_New_Server_TitleInputs */
/** @typedef {{}} Profile_Form_Not_SavedInputs */
/** @typedef {{}} Profile_Form_Required_New_ServerInputs */
/** @typedef {{}} Profile_Form_SaveInputs */
/** @typedef {{ name: NonNullable<unknown> }} Profile_Form_SavedInputs */
/** @typedef {{}} Profile_Form_Secret_HintInputs */
/** @typedef {{}} Profiles_ActiveInputs */
/** @typedef {{}} Profiles_Base_Url_SaidInputs */
/** @typedef {{}} Profiles_CaptionInputs */
/** @typedef {{}} Profiles_Col_ActionsInputs */
/** @typedef {{}} Profiles_Col_CredentialsInputs */
/** @typedef {{}} Profiles_Col_ProfileInputs */
/** @typedef {{}} Profiles_Demo_CredentialsInputs */
/** @typedef {{}} Profiles_DescriptionInputs */
/** @typedef {{}} Profiles_EditingInputs */
/** @typedef {{}} Profiles_LoadingInputs */
/** @typedef {{}} Profiles_Not_StoredInputs */
/** @typedef {{}} Profiles_Read_FailedInputs */
/** @typedef {{}} Profiles_Remove_BodyInputs */
/** @typedef {{}} Profiles_Remove_Body_ActiveInputs */
/** @typedef {{}} Profiles_Remove_ConfirmInputs */
/** @typedef {{ name: NonNullable<unknown> }} Profiles_Remove_FailedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Profiles_Remove_TitleInputs */
/** @typedef {{}} Profiles_Stored_KeychainInputs */
/** @typedef {{ name: NonNullable<unknown> }} Profiles_Switch_FailedInputs */
/** @typedef {{}} Profiles_TitleInputs */
/** @typedef {{}} Profiles_UseInputs */
/** @typedef {{}} Progress_In_ProgressInputs */
/** @typedef {{}} Quote_PdfInputs */
/** @typedef {{}} Quotes_As_QuotedInputs */
/** @typedef {{}} Quotes_BookInputs */
/** @typedef {{}} Quotes_BuyInputs */
/** @typedef {{}} Quotes_Col_ActionsInputs */
/** @typedef {{}} Quotes_Col_CarrierInputs */
/** @typedef {{}} Quotes_Col_DeliveryInputs */
/** @typedef {{}} Quotes_Col_PriceInputs */
/** @typedef {{}} Quotes_Col_TransitInputs */
/** @typedef {{}} Quotes_Col_ValidInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Quotes_CountInputs */
/** @typedef {{}} Quotes_DeleteInputs */
/** @typedef {{ quote: NonNullable<unknown> }} Quotes_Delete_BodyInputs */
/** @typedef {{}} Quotes_Delete_ConfirmInputs */
/** @typedef {{}} Quotes_Delete_FailedInputs */
/** @typedef {{}} Quotes_Delete_TitleInputs */
/** @typedef {{ quote: NonNullable<unknown> }} Quotes_Delete_Unknown_BodyInputs */
/** @typedef {{}} Quotes_Delete_Unknown_WhatInputs */
/** @typedef {{ carrier: NonNullable<unknown> }} Quotes_DeletedInputs */
/** @typedef {{}} Quotes_DescriptionInputs */
/** @typedef {{}} Quotes_Description_ColInputs */
/** @typedef {{ customer: NonNullable<unknown> }} Quotes_For_CustomerInputs */
/** @typedef {{}} Quotes_Go_RatingInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Quotes_Hide_SurchargesInputs */
/** @typedef {{}} Quotes_Load_FailedInputs */
/** @typedef {{}} Quotes_LoadingInputs */
/** @typedef {{}} Quotes_Needs_ServiceInputs */
/** @typedef {{}} Quotes_No_CustomerInputs */
/** @typedef {{}} Quotes_No_RuleInputs */
/** @typedef {{}} Quotes_None_BodyInputs */
/** @typedef {{}} Quotes_None_TitleInputs */
/** @typedef {{}} Quotes_Not_Bookable_ExpiredInputs */
/** @typedef {{ mode: NonNullable<unknown> }} Quotes_Not_Bookable_ModeInputs */
/** @typedef {{}} Quotes_Not_Bookable_No_TypeInputs */
/** @typedef {{}} Quotes_Not_ConfirmedInputs */
/** @typedef {{}} Quotes_Not_PricedInputs */
/** @typedef {{}} Quotes_Not_Sold_HereInputs */
/** @typedef {{}} Quotes_Pdf_CancelledInputs */
/** @typedef {{}} Quotes_Pdf_FailedInputs */
/** @typedef {{}} Quotes_Pdf_LanguageInputs */
/** @typedef {{ language: NonNullable<unknown> }} Quotes_Pdf_Language_CustomerInputs */
/** @typedef {{ language: NonNullable<unknown> }} Quotes_Pdf_Language_DeskInputs */
/** @typedef {{ language: NonNullable<unknown> }} Quotes_Pdf_Language_EachInputs */
/** @typedef {{ date: NonNullable<unknown> }} Quotes_Pickup_OnInputs */
/** @typedef {{}} Quotes_Plus_MarginInputs */
/** @typedef {{}} Quotes_ReloadInputs */
/** @typedef {{}} Quotes_Reload_SavedInputs */
/** @typedef {{}} Quotes_Set_By_HandInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Quotes_Show_SurchargesInputs */
/** @typedef {{}} Quotes_SurchargeInputs */
/** @typedef {{ carrier: NonNullable<unknown> }} Quotes_Surcharges_OfInputs */
/** @typedef {{}} Quotes_TaxInputs */
/** @typedef {{}} Quotes_The_CarrierInputs */
/** @typedef {{}} Quotes_TitleInputs */
/** @typedef {{}} Quotes_Type_UnknownInputs */
/** @typedef {{}} Quotes_Unknown_CarrierInputs */
/** @typedef {{}} Quotes_Unknown_Carrier_LowerInputs */
/** @typedef {{ country: NonNullable<unknown> }} Rating_Address_By_HandInputs */
/** @typedef {{}} Rating_Address_HintInputs */
/** @typedef {{}} Rating_Address_NounInputs */
/** @typedef {{}} Rating_Address_PlaceholderInputs */
/** @typedef {{}} Rating_Address_Postal_CodeInputs */
/** @typedef {{}} Rating_Address_RegionInputs */
/** @typedef {{}} Rating_Address_SearchInputs */
/** @typedef {{}} Rating_Air_AircraftInputs */
/** @typedef {{}} Rating_Air_ArrivesInputs */
/** @typedef {{ weight: NonNullable<unknown> }} Rating_Air_Chargeable_WeightInputs */
/** @typedef {{}} Rating_Air_DepartsInputs */
/** @typedef {{}} Rating_Air_FlightInputs */
/** @typedef {{}} Rating_Air_FlightsInputs */
/** @typedef {{}} Rating_Air_FreightInputs */
/** @typedef {{}} Rating_Air_No_FlightsInputs */
/** @typedef {{}} Rating_All_In_Price_And_SurchargesInputs */
/** @typedef {{}} Rating_All_In_SurchargesInputs */
/** @typedef {{ message: NonNullable<unknown> }} Rating_Announce_Not_SavedInputs */
/** @typedef {{}} Rating_Announce_SavedInputs */
/** @typedef {{ number: NonNullable<unknown> }} Rating_Announce_Saved_AsInputs */
/** @typedef {{}} Rating_Announce_UnknownInputs */
/** @typedef {{}} Rating_BookInputs */
/** @typedef {{}} Rating_Book_TitleInputs */
/** @typedef {{}} Rating_Book_Unknown_TitleInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Rating_Carriers_CountInputs */
/** @typedef {{}} Rating_CheapestInputs */
/** @typedef {{}} Rating_Check_QuotesInputs */
/** @typedef {{}} Rating_CityInputs */
/** @typedef {{}} Rating_Col_ActionsInputs */
/** @typedef {{}} Rating_Col_BuyInputs */
/** @typedef {{}} Rating_Col_CarrierInputs */
/** @typedef {{}} Rating_Col_DeliveryInputs */
/** @typedef {{}} Rating_Col_SellInputs */
/** @typedef {{}} Rating_Col_TransitInputs */
/** @typedef {{}} Rating_Col_ValidInputs */
/** @typedef {{}} Rating_ContainerInputs */
/** @typedef {{}} Rating_CountryInputs */
/** @typedef {{}} Rating_Country_Group_By_HandInputs */
/** @typedef {{}} Rating_Country_Group_ListedInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Rating_Csv_BuyInputs */
/** @typedef {{}} Rating_Csv_Buy_FromInputs */
/** @typedef {{}} Rating_Csv_CarrierInputs */
/** @typedef {{}} Rating_Csv_DeliveryInputs */
/** @typedef {{}} Rating_Csv_From_NoneInputs */
/** @typedef {{}} Rating_Csv_From_PriceInputs */
/** @typedef {{}} Rating_Csv_From_Price_And_SurchargesInputs */
/** @typedef {{}} Rating_Csv_From_SurchargesInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Rating_Csv_MarginInputs */
/** @typedef {{}} Rating_Csv_Margin_RuleInputs */
/** @typedef {{}} Rating_Csv_PickupInputs */
/** @typedef {{}} Rating_Csv_PrebookingInputs */
/** @typedef {{}} Rating_Csv_Rate_IdInputs */
/** @typedef {{}} Rating_Csv_Rule_By_HandInputs */
/** @typedef {{}} Rating_Csv_Rule_NoneInputs */
/** @typedef {{ why: NonNullable<unknown> }} Rating_Csv_Rule_UnknownInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Rating_Csv_SellInputs */
/** @typedef {{}} Rating_Csv_ServiceInputs */
/** @typedef {{}} Rating_Csv_Transit_DaysInputs */
/** @typedef {{}} Rating_Csv_Unknown_CurrencyInputs */
/** @typedef {{}} Rating_Csv_Valid_UntilInputs */
/** @typedef {{}} Rating_Day_UnitInputs */
/** @typedef {{}} Rating_Days_UnitInputs */
/** @typedef {{}} Rating_Delivery_AddressInputs */
/** @typedef {{}} Rating_DetailsInputs */
/** @typedef {{}} Rating_Details_FailedInputs */
/** @typedef {{}} Rating_Details_LoadingInputs */
/** @typedef {{}} Rating_End_AirportInputs */
/** @typedef {{}} Rating_End_Airport_NounInputs */
/** @typedef {{}} Rating_End_Airport_PlaceholderInputs */
/** @typedef {{ country: NonNullable<unknown> }} Rating_End_Airports_FirstInputs */
/** @typedef {{}} Rating_End_ArrivalInputs */
/** @typedef {{}} Rating_End_Delivery_Store_DoorInputs */
/** @typedef {{}} Rating_End_DepartureInputs */
/** @typedef {{}} Rating_End_DestinationInputs */
/** @typedef {{}} Rating_End_OriginInputs */
/** @typedef {{}} Rating_End_Pickup_Store_DoorInputs */
/** @typedef {{}} Rating_End_PortInputs */
/** @typedef {{}} Rating_End_Port_DischargeInputs */
/** @typedef {{}} Rating_End_Port_LoadingInputs */
/** @typedef {{}} Rating_End_Port_NounInputs */
/** @typedef {{}} Rating_End_Port_PlaceholderInputs */
/** @typedef {{}} Rating_End_RkstInputs */
/** @typedef {{}} Rating_End_ServiceInputs */
/** @typedef {{}} Rating_End_Service_CyInputs */
/** @typedef {{}} Rating_End_Service_Hint_DestinationInputs */
/** @typedef {{}} Rating_End_Service_Hint_OriginInputs */
/** @typedef {{}} Rating_End_Service_SdInputs */
/** @typedef {{}} Rating_End_UnlocodeInputs */
/** @typedef {{}} Rating_Expired_TitleInputs */
/** @typedef {{}} Rating_Export_CancelledInputs */
/** @typedef {{}} Rating_Export_CsvInputs */
/** @typedef {{}} Rating_Export_FailedInputs */
/** @typedef {{}} Rating_FastestInputs */
/** @typedef {{ count: NonNullable<unknown> }} Rating_Filter_All_CarriersInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Rating_Filter_All_ShownInputs */
/** @typedef {{}} Rating_Filter_Amount_InvalidInputs */
/** @typedef {{}} Rating_Filter_AnyInputs */
/** @typedef {{}} Rating_Filter_BasisInputs */
/** @typedef {{}} Rating_Filter_BuyInputs */
/** @typedef {{}} Rating_Filter_CarrierInputs */
/** @typedef {{}} Rating_Filter_ClearInputs */
/** @typedef {{}} Rating_Filter_Currencies_NoteInputs */
/** @typedef {{}} Rating_Filter_Days_InvalidInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Rating_Filter_HiddenInputs */
/** @typedef {{ shown: NonNullable<unknown>, total: NonNullable<unknown> }} Rating_Filter_Hidden_RestInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Rating_Filter_Max_BuyInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Rating_Filter_Max_SellInputs */
/** @typedef {{}} Rating_Filter_Max_TransitInputs */
/** @typedef {{}} Rating_Filter_Min_Above_MaxInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Rating_Filter_Min_BuyInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Rating_Filter_Min_SellInputs */
/** @typedef {{}} Rating_Filter_SellInputs */
/** @typedef {{ address: NonNullable<unknown> }} Rating_Form_Address_RequiredInputs */
/** @typedef {{}} Rating_Form_Arrival_AirportInputs */
/** @typedef {{}} Rating_Form_ClearInputs */
/** @typedef {{}} Rating_Form_CurrencyInputs */
/** @typedef {{}} Rating_Form_Currency_HintInputs */
/** @typedef {{}} Rating_Form_CustomsInputs */
/** @typedef {{}} Rating_Form_Customs_HintInputs */
/** @typedef {{}} Rating_Form_DangerousInputs */
/** @typedef {{}} Rating_Form_Dangerous_HintInputs */
/** @typedef {{}} Rating_Form_Departure_AirportInputs */
/** @typedef {{}} Rating_Form_Description_AddressInputs */
/** @typedef {{}} Rating_Form_Description_AirportInputs */
/** @typedef {{}} Rating_Form_Description_PortInputs */
/** @typedef {{}} Rating_Form_Get_RatesInputs */
/** @typedef {{}} Rating_Form_Goods_DescriptionInputs */
/** @typedef {{}} Rating_Form_Goods_Description_OptionalInputs */
/** @typedef {{}} Rating_Form_Goods_PlaceholderInputs */
/** @typedef {{}} Rating_Form_Goods_RequiredInputs */
/** @typedef {{}} Rating_Form_Goods_ValueInputs */
/** @typedef {{}} Rating_Form_Goods_Value_HintInputs */
/** @typedef {{}} Rating_Form_Goods_Value_InvalidInputs */
/** @typedef {{}} Rating_Form_Goods_Value_NegativeInputs */
/** @typedef {{}} Rating_Form_Goods_Value_OptionalInputs */
/** @typedef {{}} Rating_Form_Goods_Value_RequiredInputs */
/** @typedef {{}} Rating_Form_InsuranceInputs */
/** @typedef {{}} Rating_Form_Insurance_HintInputs */
/** @typedef {{ mode: NonNullable<unknown> }} Rating_Form_LabelInputs */
/** @typedef {{}} Rating_Form_Needs_ServiceInputs */
/** @typedef {{}} Rating_Form_No_CustomerInputs */
/** @typedef {{}} Rating_Form_Pickup_DateInputs */
/** @typedef {{ example: NonNullable<unknown> }} Rating_Form_Pickup_Date_InvalidInputs */
/** @typedef {{}} Rating_Form_Pickup_Date_PastInputs */
/** @typedef {{}} Rating_Form_Pickup_Date_RequiredInputs */
/** @typedef {{}} Rating_Form_Pickup_GoodsInputs */
/** @typedef {{ end: NonNullable<unknown> }} Rating_Form_Port_RequiredInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Rating_Form_ProblemsInputs */
/** @typedef {{}} Rating_Form_Quote_ForInputs */
/** @typedef {{}} Rating_Form_Quote_For_HintInputs */
/** @typedef {{ field: NonNullable<unknown> }} Rating_Form_RequiredInputs */
/** @typedef {{ mode: NonNullable<unknown> }} Rating_Form_TitleInputs */
/** @typedef {{}} Rating_FromInputs */
/** @typedef {{}} Rating_Hide_DetailsInputs */
/** @typedef {{}} Rating_Hint_AirInputs */
/** @typedef {{}} Rating_Hint_RoadInputs */
/** @typedef {{}} Rating_Hint_SeaInputs */
/** @typedef {{}} Rating_Line_Cargo_WeightInputs */
/** @typedef {{}} Rating_Line_Container_TypeInputs */
/** @typedef {{}} Rating_Line_HeightInputs */
/** @typedef {{}} Rating_Line_ImoInputs */
/** @typedef {{}} Rating_Line_LengthInputs */
/** @typedef {{ noun: NonNullable<unknown>, number: NonNullable<unknown> }} Rating_Line_NameInputs */
/** @typedef {{}} Rating_Line_Noun_BoxInputs */
/** @typedef {{}} Rating_Line_Noun_CargoInputs */
/** @typedef {{}} Rating_Line_Noun_ContainerInputs */
/** @typedef {{}} Rating_Line_Noun_PalletInputs */
/** @typedef {{}} Rating_Line_Noun_PieceInputs */
/** @typedef {{}} Rating_Line_OptionalInputs */
/** @typedef {{}} Rating_Line_Pallet_TypeInputs */
/** @typedef {{}} Rating_Line_QuantityInputs */
/** @typedef {{}} Rating_Line_ReeferInputs */
/** @typedef {{}} Rating_Line_Shipper_OwnedInputs */
/** @typedef {{}} Rating_Line_StackableInputs */
/** @typedef {{}} Rating_Line_VolumeInputs */
/** @typedef {{}} Rating_Line_WeightInputs */
/** @typedef {{}} Rating_Line_WidthInputs */
/** @typedef {{ noun: NonNullable<unknown> }} Rating_Lines_AddInputs */
/** @typedef {{}} Rating_Lines_BoxesInputs */
/** @typedef {{}} Rating_Lines_CargoInputs */
/** @typedef {{}} Rating_Lines_ChooseInputs */
/** @typedef {{}} Rating_Lines_Container_TypesInputs */
/** @typedef {{}} Rating_Lines_Container_Types_FailedInputs */
/** @typedef {{}} Rating_Lines_ContainersInputs */
/** @typedef {{}} Rating_Lines_Lcl_HintInputs */
/** @typedef {{}} Rating_Lines_NoInputs */
/** @typedef {{}} Rating_Lines_Pallet_TypesInputs */
/** @typedef {{}} Rating_Lines_Pallet_Types_FailedInputs */
/** @typedef {{}} Rating_Lines_PalletsInputs */
/** @typedef {{}} Rating_Lines_PiecesInputs */
/** @typedef {{}} Rating_Lines_Pieces_HintInputs */
/** @typedef {{}} Rating_Lines_Reefer_HintInputs */
/** @typedef {{ line: NonNullable<unknown> }} Rating_Lines_RemoveInputs */
/** @typedef {{ what: NonNullable<unknown> }} Rating_Lines_Saved_ListInputs */
/** @typedef {{ field: NonNullable<unknown> }} Rating_Lines_Set_By_TypeInputs */
/** @typedef {{}} Rating_Lines_YesInputs */
/** @typedef {{}} Rating_Margin_AmountInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Rating_Margin_Amount_InvalidInputs */
/** @typedef {{}} Rating_Margin_ApplyInputs */
/** @typedef {{}} Rating_Margin_Back_To_RuleInputs */
/** @typedef {{}} Rating_Margin_By_HandInputs */
/** @typedef {{}} Rating_Margin_InInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Rating_Margin_No_DecimalsInputs */
/** @typedef {{}} Rating_Margin_Note_By_HandInputs */
/** @typedef {{ rule: NonNullable<unknown> }} Rating_Margin_Note_MinimumInputs */
/** @typedef {{}} Rating_Margin_Note_No_RuleInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Rating_Margin_Part_By_HandInputs */
/** @typedef {{ from: NonNullable<unknown>, rate: NonNullable<unknown>, to: NonNullable<unknown> }} Rating_Margin_Part_ExchangeInputs */
/** @typedef {{ minimum: NonNullable<unknown>, raised: NonNullable<unknown> }} Rating_Margin_Part_MinimumInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, unit: NonNullable<unknown>, amount: NonNullable<unknown> }} Rating_Margin_Part_Per_ContainerInputs */
/** @typedef {{ kg: NonNullable<unknown>, unit: NonNullable<unknown>, amount: NonNullable<unknown> }} Rating_Margin_Part_Per_KgInputs */
/** @typedef {{ unit: NonNullable<unknown> }} Rating_Margin_Part_Per_ShipmentInputs */
/** @typedef {{ unit: NonNullable<unknown>, amount: NonNullable<unknown> }} Rating_Margin_Part_Per_Shipment_IsInputs */
/** @typedef {{ percent: NonNullable<unknown>, of: NonNullable<unknown>, amount: NonNullable<unknown> }} Rating_Margin_Part_PercentInputs */
/** @typedef {{}} Rating_Margin_Percent_InvalidInputs */
/** @typedef {{}} Rating_Margin_Percent_Of_BuyInputs */
/** @typedef {{}} Rating_Margin_Placeholder_AmountInputs */
/** @typedef {{}} Rating_Margin_Placeholder_PercentInputs */
/** @typedef {{}} Rating_Margin_Rules_LoadingInputs */
/** @typedef {{}} Rating_Margin_Rules_Still_LoadingInputs */
/** @typedef {{ number: NonNullable<unknown> }} Rating_Margin_Saved_AsInputs */
/** @typedef {{}} Rating_Margin_Set_By_Hand_InsteadInputs */
/** @typedef {{}} Rating_Margin_TitleInputs */
/** @typedef {{}} Rating_Margin_UnknownInputs */
/** @typedef {{ why: NonNullable<unknown> }} Rating_Margin_Unknown_WhyInputs */
/** @typedef {{}} Rating_Mode_AirInputs */
/** @typedef {{}} Rating_Mode_BoxesInputs */
/** @typedef {{}} Rating_Mode_PalletsInputs */
/** @typedef {{}} Rating_Mode_Sea_FclInputs */
/** @typedef {{}} Rating_Mode_Sea_LclInputs */
/** @typedef {{}} Rating_No_Further_DetailsInputs */
/** @typedef {{}} Rating_No_Rate_PassesInputs */
/** @typedef {{ reason: NonNullable<unknown> }} Rating_Not_Bookable_NoteInputs */
/** @typedef {{ message: NonNullable<unknown> }} Rating_Not_SavedInputs */
/** @typedef {{}} Rating_Open_QuotesInputs */
/** @typedef {{}} Rating_Pallet_AmericanInputs */
/** @typedef {{ type: NonNullable<unknown> }} Rating_Pallet_As_CustomInputs */
/** @typedef {{}} Rating_Pallet_CustomInputs */
/** @typedef {{}} Rating_Pallet_EuroInputs */
/** @typedef {{}} Rating_Pallet_Euro2Inputs */
/** @typedef {{}} Rating_Pallet_HintInputs */
/** @typedef {{}} Rating_Pallet_UkInputs */
/** @typedef {{}} Rating_Pickup_AddressInputs */
/** @typedef {{ date: NonNullable<unknown> }} Rating_Pickup_OnInputs */
/** @typedef {{}} Rating_PrebookingInputs */
/** @typedef {{}} Rating_PriceInputs */
/** @typedef {{}} Rating_Rates_Asking_AgainInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Rating_Rates_CountInputs */
/** @typedef {{}} Rating_Rates_FailedInputs */
/** @typedef {{}} Rating_Rates_None_BodyInputs */
/** @typedef {{}} Rating_Rates_None_ReceivedInputs */
/** @typedef {{}} Rating_Rates_None_TitleInputs */
/** @typedef {{}} Rating_Rates_PreviousInputs */
/** @typedef {{ rates: NonNullable<unknown>, carriers: NonNullable<unknown> }} Rating_Rates_ReceivedInputs */
/** @typedef {{ rates: NonNullable<unknown>, carriers: NonNullable<unknown>, route: NonNullable<unknown>, when: NonNullable<unknown> }} Rating_Rates_SummaryInputs */
/** @typedef {{}} Rating_Rates_TitleInputs */
/** @typedef {{}} Rating_Sale_Edit_RulesInputs */
/** @typedef {{}} Rating_Sale_ExchangeInputs */
/** @typedef {{}} Rating_Sale_Exchange_HintInputs */
/** @typedef {{}} Rating_Sale_Exchange_InvalidInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Rating_Sale_Exchange_LabelInputs */
/** @typedef {{}} Rating_Sale_Exchange_PlaceholderInputs */
/** @typedef {{ customer: NonNullable<unknown>, rules: NonNullable<unknown> }} Rating_Sale_For_CustomerInputs */
/** @typedef {{ customer: NonNullable<unknown>, rules: NonNullable<unknown> }} Rating_Sale_For_DeskInputs */
/** @typedef {{}} Rating_Sale_No_CustomerInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Rating_Sale_RulesInputs */
/** @typedef {{}} Rating_Save_FailedInputs */
/** @typedef {{}} Rating_Save_Needs_ServiceInputs */
/** @typedef {{}} Rating_Save_No_ReasonInputs */
/** @typedef {{}} Rating_Save_QuoteInputs */
/** @typedef {{}} Rating_Save_Unknown_BadgeInputs */
/** @typedef {{ carrier: NonNullable<unknown> }} Rating_Save_Unknown_BodyInputs */
/** @typedef {{ carrier: NonNullable<unknown>, amount: NonNullable<unknown> }} Rating_Save_Unknown_Body_AmountInputs */
/** @typedef {{}} Rating_Save_Unknown_WhatInputs */
/** @typedef {{}} Rating_SavedInputs */
/** @typedef {{}} Rating_Saved_As_QuoteInputs */
/** @typedef {{ message: NonNullable<unknown> }} Rating_Saved_As_Quote_MessageInputs */
/** @typedef {{ number: NonNullable<unknown> }} Rating_Saved_As_Quote_NumberInputs */
/** @typedef {{ number: NonNullable<unknown>, message: NonNullable<unknown> }} Rating_Saved_As_Quote_Number_MessageInputs */
/** @typedef {{}} Rating_Screen_ModeInputs */
/** @typedef {{}} Rating_Sea_ByInputs */
/** @typedef {{}} Rating_Sea_ChargeInputs */
/** @typedef {{}} Rating_Sea_DeadlineInputs */
/** @typedef {{}} Rating_Sea_DeadlinesInputs */
/** @typedef {{}} Rating_Sea_Free_DaysInputs */
/** @typedef {{}} Rating_Sea_Free_TimeInputs */
/** @typedef {{}} Rating_Sea_Free_Time_ConditionsInputs */
/** @typedef {{}} Rating_Sea_KindInputs */
/** @typedef {{ number: NonNullable<unknown>, leg: NonNullable<unknown> }} Rating_Sea_LegInputs */
/** @typedef {{}} Rating_Sea_No_DeadlinesInputs */
/** @typedef {{}} Rating_Sea_No_Free_TimeInputs */
/** @typedef {{}} Rating_Sea_No_LegsInputs */
/** @typedef {{}} Rating_Sea_No_Legs_PrebookingInputs */
/** @typedef {{}} Rating_Sea_No_PenaltiesInputs */
/** @typedef {{}} Rating_Sea_PenaltiesInputs */
/** @typedef {{}} Rating_Sea_PrebookingInputs */
/** @typedef {{}} Rating_Sea_RouteInputs */
/** @typedef {{}} Rating_Sea_Route_LegsInputs */
/** @typedef {{}} Rating_Sea_VesselInputs */
/** @typedef {{ note: NonNullable<unknown> }} Rating_See_DetailsInputs */
/** @typedef {{}} Rating_Sell_Not_KnownInputs */
/** @typedef {{}} Rating_Sell_UnknownInputs */
/** @typedef {{}} Rating_Show_DetailsInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Rating_Sort_CurrencyInputs */
/** @typedef {{}} Rating_Sort_No_CurrencyInputs */
/** @typedef {{}} Rating_SurchargeInputs */
/** @typedef {{}} Rating_Surcharges_AllInputs */
/** @typedef {{}} Rating_Surcharges_BasisInputs */
/** @typedef {{}} Rating_Surcharges_CodeInputs */
/** @typedef {{}} Rating_Surcharges_DescriptionInputs */
/** @typedef {{ group: NonNullable<unknown> }} Rating_Surcharges_Group_TotalInputs */
/** @typedef {{}} Rating_Surcharges_No_CurrencyInputs */
/** @typedef {{}} Rating_Surcharges_NoneInputs */
/** @typedef {{}} Rating_Surcharges_QtyInputs */
/** @typedef {{}} Rating_Surcharges_TotalInputs */
/** @typedef {{}} Rating_Surcharges_Unit_PriceInputs */
/** @typedef {{ rates: NonNullable<unknown> }} Rating_Table_CaptionInputs */
/** @typedef {{}} Rating_ToInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Rating_Validity_DaysInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, hours: NonNullable<unknown> }} Rating_Validity_Days_HoursInputs */
/** @typedef {{}} Rating_Validity_ExpiredInputs */
/** @typedef {{ duration: NonNullable<unknown> }} Rating_Validity_Expired_AgoInputs */
/** @typedef {{ duration: NonNullable<unknown> }} Rating_Validity_Expires_InInputs */
/** @typedef {{ hours: NonNullable<unknown> }} Rating_Validity_HoursInputs */
/** @typedef {{ hours: NonNullable<unknown>, minutes: NonNullable<unknown> }} Rating_Validity_Hours_MinutesInputs */
/** @typedef {{}} Rating_Validity_Less_Than_MinuteInputs */
/** @typedef {{ minutes: NonNullable<unknown> }} Rating_Validity_MinutesInputs */
/** @typedef {{}} Rating_Validity_Not_GivenInputs */
/** @typedef {{ when: NonNullable<unknown> }} Rating_Validity_UntilInputs */
/** @typedef {{}} Rating_Waiting_AskingInputs */
/** @typedef {{}} Rating_Waiting_None_BodyInputs */
/** @typedef {{}} Rating_Waiting_None_TitleInputs */
/** @typedef {{}} RetryInputs */
/** @typedef {{}} Route_BookingInputs */
/** @typedef {{}} Route_Booking_SummaryInputs */
/** @typedef {{}} Route_DocumentsInputs */
/** @typedef {{}} Route_Documents_SummaryInputs */
/** @typedef {{}} Route_LookupsInputs */
/** @typedef {{}} Route_Lookups_SummaryInputs */
/** @typedef {{}} Route_PricingInputs */
/** @typedef {{}} Route_Pricing_SummaryInputs */
/** @typedef {{}} Route_QuotesInputs */
/** @typedef {{}} Route_Quotes_SummaryInputs */
/** @typedef {{}} Route_RatingInputs */
/** @typedef {{}} Route_Rating_SummaryInputs */
/** @typedef {{}} Route_SettingsInputs */
/** @typedef {{}} Route_Settings_SummaryInputs */
/** @typedef {{}} Route_TariffsInputs */
/** @typedef {{}} Route_Tariffs_SummaryInputs */
/** @typedef {{}} Route_TodayInputs */
/** @typedef {{}} Route_Today_SummaryInputs */
/** @typedef {{}} Route_TrackingInputs */
/** @typedef {{}} Route_Tracking_SummaryInputs */
/** @typedef {{}} SaveInputs */
/** @typedef {{}} Saved_DoneInputs */
/** @typedef {{}} Session_ConnectedInputs */
/** @typedef {{ minutes: NonNullable<unknown> }} Session_In_MinutesInputs */
/** @typedef {{ seconds: NonNullable<unknown> }} Session_In_SecondsInputs */
/** @typedef {{ when: NonNullable<unknown> }} Session_Last_AnswerInputs */
/** @typedef {{ when: NonNullable<unknown> }} Session_Last_WorkedInputs */
/** @typedef {{ when: NonNullable<unknown> }} Session_Next_TryInputs */
/** @typedef {{}} Session_No_Answer_YetInputs */
/** @typedef {{}} Session_No_ReasonInputs */
/** @typedef {{}} Session_RefusedInputs */
/** @typedef {{}} Session_Refused_ReasonInputs */
/** @typedef {{}} Session_Sign_InInputs */
/** @typedef {{}} Session_Sign_In_FailedInputs */
/** @typedef {{}} Session_Sign_OutInputs */
/** @typedef {{}} Session_Signed_OutInputs */
/** @typedef {{}} Session_Signing_InInputs */
/** @typedef {{}} Session_Trying_NowInputs */
/** @typedef {{}} Session_UnreachableInputs */
/** @typedef {{}} Session_Unreachable_ReasonInputs */
/** @typedef {{ reason: NonNullable<unknown> }} Set_Aside_BodyInputs */
/** @typedef {{}} Set_Aside_CopyInputs */
/** @typedef {{}} Set_Aside_How_BackInputs */
/** @typedef {{}} Set_Aside_TitleInputs */
/** @typedef {{}} Settings_File_Unreadable_BodyInputs */
/** @typedef {{}} Settings_File_Unreadable_TitleInputs */
/** @typedef {{}} Store_Cannot_Save_BodyInputs */
/** @typedef {{}} Store_Cannot_Save_TitleInputs */
/** @typedef {{ what: NonNullable<unknown> }} Store_CopiedInputs */
/** @typedef {{}} Store_Damaged_File_KeptInputs */
/** @typedef {{}} Store_File_PathInputs */
/** @typedef {{}} Store_Not_RebuiltInputs */
/** @typedef {{}} Store_Nothing_LostInputs */
/** @typedef {{}} Store_Nothing_ReadableInputs */
/** @typedef {{ reason: NonNullable<unknown> }} Store_Set_Aside_BodyInputs */
/** @typedef {{}} Store_Set_Aside_TitleInputs */
/** @typedef {{}} SurchargesInputs */
/** @typedef {{}} Sync_CancelInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Sync_Checking_CountInputs */
/** @typedef {{}} Sync_Checking_ListInputs */
/** @typedef {{}} Sync_DescriptionInputs */
/** @typedef {{}} Sync_FetchingInputs */
/** @typedef {{}} Sync_Kept_BeforeInputs */
/** @typedef {{ when: NonNullable<unknown> }} Sync_Last_CancelledInputs */
/** @typedef {{ when: NonNullable<unknown>, message: NonNullable<unknown> }} Sync_Last_FailedInputs */
/** @typedef {{}} Sync_MinutesInputs */
/** @typedef {{}} Sync_NeverInputs */
/** @typedef {{}} Sync_Nothing_StoredInputs */
/** @typedef {{}} Sync_NowInputs */
/** @typedef {{}} Sync_Progress_LabelInputs */
/** @typedef {{}} Sync_Read_FailedInputs */
/** @typedef {{}} Sync_Save_FailedInputs */
/** @typedef {{}} Sync_Settings_LabelInputs */
/** @typedef {{}} Sync_State_UnknownInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Sync_Stored_CountInputs */
/** @typedef {{ count: NonNullable<unknown>, done: NonNullable<unknown>, shown: NonNullable<unknown> }} Sync_Stored_OfInputs */
/** @typedef {{ when: NonNullable<unknown> }} Sync_SyncedInputs */
/** @typedef {{}} Sync_SyncingInputs */
/** @typedef {{}} Sync_TitleInputs */
/** @typedef {{ message: NonNullable<unknown> }} Sync_UnreachableInputs */
/** @typedef {{}} Timeline_NewInputs */
/** @typedef {{}} Timeline_Time_Not_GivenInputs */
/** @typedef {{}} Topbar_Go_ToInputs */
/** @typedef {{}} Tracking_Col_AgencyInputs */
/** @typedef {{}} Tracking_Col_CodeInputs */
/** @typedef {{}} Tracking_Col_DeliveryInputs */
/** @typedef {{}} Tracking_Col_Free_TimeInputs */
/** @typedef {{}} Tracking_Col_PickupInputs */
/** @typedef {{}} Tracking_Col_PriceInputs */
/** @typedef {{}} Tracking_Col_RouteInputs */
/** @typedef {{}} Tracking_Col_StatusInputs */
/** @typedef {{}} Try_AgainInputs */
import * as __en from "./en.js"
import * as __es from "./es.js"
import * as __en_xa2 from "./en-XA.js"
/**
* | output |
* | --- |
* | "Freight Desk" |
*
* @param {App_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const app_name = /** @type {((inputs?: App_NameInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<App_NameInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.app_name(inputs)
	if (locale === "en-XA") return __en_xa2.app_name(inputs)
	return __en.app_name(inputs)
});
/**
* | output |
* | --- |
* | "Opening {screen}…" |
*
* @param {App_OpeningInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const app_opening = /** @type {((inputs: App_OpeningInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<App_OpeningInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.app_opening(inputs)
	if (locale === "en-XA") return __en_xa2.app_opening(inputs)
	return __en.app_opening(inputs)
});
/**
* | output |
* | --- |
* | "Part of Freight Desk failed to load. Restart the app; if it keeps happening, reinstall it." |
*
* @param {App_Part_Failed_To_LoadInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const app_part_failed_to_load = /** @type {((inputs?: App_Part_Failed_To_LoadInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<App_Part_Failed_To_LoadInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.app_part_failed_to_load(inputs)
	if (locale === "en-XA") return __en_xa2.app_part_failed_to_load(inputs)
	return __en.app_part_failed_to_load(inputs)
});
/**
* | output |
* | --- |
* | "{screen} could not show what it received" |
*
* @param {App_Screen_Draw_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const app_screen_draw_failed = /** @type {((inputs: App_Screen_Draw_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<App_Screen_Draw_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.app_screen_draw_failed(inputs)
	if (locale === "en-XA") return __en_xa2.app_screen_draw_failed(inputs)
	return __en.app_screen_draw_failed(inputs)
});
/**
* | output |
* | --- |
* | "Part of this screen failed while showing what the freight service sent{detail}. Try again; if it keeps happening, report it with what you were doing." |
*
* @param {App_Screen_Failed_DrawingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const app_screen_failed_drawing = /** @type {((inputs: App_Screen_Failed_DrawingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<App_Screen_Failed_DrawingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.app_screen_failed_drawing(inputs)
	if (locale === "en-XA") return __en_xa2.app_screen_failed_drawing(inputs)
	return __en.app_screen_failed_drawing(inputs)
});
/**
* | output |
* | --- |
* | "{screen} could not be opened" |
*
* @param {App_Screen_Open_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const app_screen_open_failed = /** @type {((inputs: App_Screen_Open_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<App_Screen_Open_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.app_screen_open_failed(inputs)
	if (locale === "en-XA") return __en_xa2.app_screen_open_failed(inputs)
	return __en.app_screen_open_failed(inputs)
});
/**
* | output |
* | --- |
* | "Skip to content" |
*
* @param {App_Skip_To_ContentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const app_skip_to_content = /** @type {((inputs?: App_Skip_To_ContentInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<App_Skip_To_ContentInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.app_skip_to_content(inputs)
	if (locale === "en-XA") return __en_xa2.app_skip_to_content(inputs)
	return __en.app_skip_to_content(inputs)
});
/**
* | output |
* | --- |
* | "Dark" |
*
* @param {Appearance_DarkInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const appearance_dark = /** @type {((inputs?: Appearance_DarkInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Appearance_DarkInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.appearance_dark(inputs)
	if (locale === "en-XA") return __en_xa2.appearance_dark(inputs)
	return __en.appearance_dark(inputs)
});
/**
* | output |
* | --- |
* | "How Freight Desk looks and speaks on this computer." |
*
* @param {Appearance_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const appearance_description = /** @type {((inputs?: Appearance_DescriptionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Appearance_DescriptionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.appearance_description(inputs)
	if (locale === "en-XA") return __en_xa2.appearance_description(inputs)
	return __en.appearance_description(inputs)
});
/**
* | output |
* | --- |
* | "Language" |
*
* @param {Appearance_LanguageInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const appearance_language = /** @type {((inputs?: Appearance_LanguageInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Appearance_LanguageInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.appearance_language(inputs)
	if (locale === "en-XA") return __en_xa2.appearance_language(inputs)
	return __en.appearance_language(inputs)
});
/**
* | output |
* | --- |
* | "System follows the language of your operating system: Spanish for any Spanish, English otherwise. Dates, numbers and amounts follow it." |
*
* @param {Appearance_Language_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const appearance_language_hint = /** @type {((inputs?: Appearance_Language_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Appearance_Language_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.appearance_language_hint(inputs)
	if (locale === "en-XA") return __en_xa2.appearance_language_hint(inputs)
	return __en.appearance_language_hint(inputs)
});
/**
* | output |
* | --- |
* | "Could not save the language" |
*
* @param {Appearance_Language_Save_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const appearance_language_save_failed = /** @type {((inputs?: Appearance_Language_Save_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Appearance_Language_Save_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.appearance_language_save_failed(inputs)
	if (locale === "en-XA") return __en_xa2.appearance_language_save_failed(inputs)
	return __en.appearance_language_save_failed(inputs)
});
/**
* | output |
* | --- |
* | "Light" |
*
* @param {Appearance_LightInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const appearance_light = /** @type {((inputs?: Appearance_LightInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Appearance_LightInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.appearance_light(inputs)
	if (locale === "en-XA") return __en_xa2.appearance_light(inputs)
	return __en.appearance_light(inputs)
});
/**
* | output |
* | --- |
* | "Could not read the appearance settings" |
*
* @param {Appearance_Read_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const appearance_read_failed = /** @type {((inputs?: Appearance_Read_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Appearance_Read_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.appearance_read_failed(inputs)
	if (locale === "en-XA") return __en_xa2.appearance_read_failed(inputs)
	return __en.appearance_read_failed(inputs)
});
/**
* | output |
* | --- |
* | "System" |
*
* @param {Appearance_SystemInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const appearance_system = /** @type {((inputs?: Appearance_SystemInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Appearance_SystemInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.appearance_system(inputs)
	if (locale === "en-XA") return __en_xa2.appearance_system(inputs)
	return __en.appearance_system(inputs)
});
/**
* | output |
* | --- |
* | "Theme" |
*
* @param {Appearance_ThemeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const appearance_theme = /** @type {((inputs?: Appearance_ThemeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Appearance_ThemeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.appearance_theme(inputs)
	if (locale === "en-XA") return __en_xa2.appearance_theme(inputs)
	return __en.appearance_theme(inputs)
});
/**
* | output |
* | --- |
* | "System follows the light or dark setting of your operating system." |
*
* @param {Appearance_Theme_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const appearance_theme_hint = /** @type {((inputs?: Appearance_Theme_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Appearance_Theme_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.appearance_theme_hint(inputs)
	if (locale === "en-XA") return __en_xa2.appearance_theme_hint(inputs)
	return __en.appearance_theme_hint(inputs)
});
/**
* | output |
* | --- |
* | "Could not save the theme" |
*
* @param {Appearance_Theme_Save_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const appearance_theme_save_failed = /** @type {((inputs?: Appearance_Theme_Save_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Appearance_Theme_Save_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.appearance_theme_save_failed(inputs)
	if (locale === "en-XA") return __en_xa2.appearance_theme_save_failed(inputs)
	return __en.appearance_theme_save_failed(inputs)
});
/**
* | output |
* | --- |
* | "Appearance" |
*
* @param {Appearance_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const appearance_title = /** @type {((inputs?: Appearance_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Appearance_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.appearance_title(inputs)
	if (locale === "en-XA") return __en_xa2.appearance_title(inputs)
	return __en.appearance_title(inputs)
});
/**
* | output |
* | --- |
* | "As of" |
*
* @param {As_OfInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const as_of = /** @type {((inputs?: As_OfInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<As_OfInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.as_of(inputs)
	if (locale === "en-XA") return __en_xa2.as_of(inputs)
	return __en.as_of(inputs)
});
/**
* | output |
* | --- |
* | "Not fetched yet" |
*
* @param {As_Of_Not_FetchedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const as_of_not_fetched = /** @type {((inputs?: As_Of_Not_FetchedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<As_Of_Not_FetchedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.as_of_not_fetched(inputs)
	if (locale === "en-XA") return __en_xa2.as_of_not_fetched(inputs)
	return __en.as_of_not_fetched(inputs)
});
/**
* | output |
* | --- |
* | "Saved copy as of" |
*
* @param {As_Of_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const as_of_saved = /** @type {((inputs?: As_Of_SavedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<As_Of_SavedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.as_of_saved(inputs)
	if (locale === "en-XA") return __en_xa2.as_of_saved(inputs)
	return __en.as_of_saved(inputs)
});
/**
* | output |
* | --- |
* | "No {noun} found for “{searched}”. Check the spelling or try another name or code." |
*
* @param {Autocomplete_None_FoundInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const autocomplete_none_found = /** @type {((inputs: Autocomplete_None_FoundInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Autocomplete_None_FoundInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.autocomplete_none_found(inputs)
	if (locale === "en-XA") return __en_xa2.autocomplete_none_found(inputs)
	return __en.autocomplete_none_found(inputs)
});
/**
* | output |
* | --- |
* | "Saved answer from an earlier search:" |
*
* @param {Autocomplete_Saved_AnswerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const autocomplete_saved_answer = /** @type {((inputs?: Autocomplete_Saved_AnswerInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Autocomplete_Saved_AnswerInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.autocomplete_saved_answer(inputs)
	if (locale === "en-XA") return __en_xa2.autocomplete_saved_answer(inputs)
	return __en.autocomplete_saved_answer(inputs)
});
/**
* | output |
* | --- |
* | "Searching for “{searched}”…" |
*
* @param {Autocomplete_SearchingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const autocomplete_searching = /** @type {((inputs: Autocomplete_SearchingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Autocomplete_SearchingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.autocomplete_searching(inputs)
	if (locale === "en-XA") return __en_xa2.autocomplete_searching(inputs)
	return __en.autocomplete_searching(inputs)
});
/**
* | output |
* | --- |
* | "Suggestions" |
*
* @param {Autocomplete_SuggestionsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const autocomplete_suggestions = /** @type {((inputs?: Autocomplete_SuggestionsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Autocomplete_SuggestionsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.autocomplete_suggestions(inputs)
	if (locale === "en-XA") return __en_xa2.autocomplete_suggestions(inputs)
	return __en.autocomplete_suggestions(inputs)
});
/**
* | output |
* | --- |
* | "Remove" |
*
* @param {Basket_RemoveInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const basket_remove = /** @type {((inputs?: Basket_RemoveInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Basket_RemoveInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.basket_remove(inputs)
	if (locale === "en-XA") return __en_xa2.basket_remove(inputs)
	return __en.basket_remove(inputs)
});
/**
* | output |
* | --- |
* | "Remove {file}" |
*
* @param {Basket_Remove_FileInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const basket_remove_file = /** @type {((inputs: Basket_Remove_FileInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Basket_Remove_FileInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.basket_remove_file(inputs)
	if (locale === "en-XA") return __en_xa2.basket_remove_file(inputs)
	return __en.basket_remove_file(inputs)
});
/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {CancelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const cancel = /** @type {((inputs?: CancelInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<CancelInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.cancel(inputs)
	if (locale === "en-XA") return __en_xa2.cancel(inputs)
	return __en.cancel(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} new" |
* | * | "{count} new" |
*
* @param {Change_Counted_AddedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_counted_added = /** @type {((inputs: Change_Counted_AddedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Counted_AddedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_counted_added(inputs)
	if (locale === "en-XA") return __en_xa2.change_counted_added(inputs)
	return __en.change_counted_added(inputs)
});
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
	if (locale === "es") return __es.change_counted_customs(inputs)
	if (locale === "en-XA") return __en_xa2.change_counted_customs(inputs)
	return __en.change_counted_customs(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} ETA moved" |
* | * | "{count} ETA moved" |
*
* @param {Change_Counted_Delivery_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_counted_delivery_date = /** @type {((inputs: Change_Counted_Delivery_DateInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Counted_Delivery_DateInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_counted_delivery_date(inputs)
	if (locale === "en-XA") return __en_xa2.change_counted_delivery_date(inputs)
	return __en.change_counted_delivery_date(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} document changed" |
* | * | "{count} documents changed" |
*
* @param {Change_Counted_Documents_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_counted_documents_changed = /** @type {((inputs: Change_Counted_Documents_ChangedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Counted_Documents_ChangedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_counted_documents_changed(inputs)
	if (locale === "en-XA") return __en_xa2.change_counted_documents_changed(inputs)
	return __en.change_counted_documents_changed(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} document uploaded" |
* | * | "{count} documents uploaded" |
*
* @param {Change_Counted_Documents_UploadedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_counted_documents_uploaded = /** @type {((inputs: Change_Counted_Documents_UploadedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Counted_Documents_UploadedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_counted_documents_uploaded(inputs)
	if (locale === "en-XA") return __en_xa2.change_counted_documents_uploaded(inputs)
	return __en.change_counted_documents_uploaded(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} document validated" |
* | * | "{count} documents validated" |
*
* @param {Change_Counted_Documents_ValidatedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_counted_documents_validated = /** @type {((inputs: Change_Counted_Documents_ValidatedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Counted_Documents_ValidatedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_counted_documents_validated(inputs)
	if (locale === "en-XA") return __en_xa2.change_counted_documents_validated(inputs)
	return __en.change_counted_documents_validated(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} past free time" |
* | * | "{count} past free time" |
*
* @param {Change_Counted_Free_Time_PastInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_counted_free_time_past = /** @type {((inputs: Change_Counted_Free_Time_PastInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Counted_Free_Time_PastInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_counted_free_time_past(inputs)
	if (locale === "en-XA") return __en_xa2.change_counted_free_time_past(inputs)
	return __en.change_counted_free_time_past(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} free time ending" |
* | * | "{count} free time ending" |
*
* @param {Change_Counted_Free_Time_SoonInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_counted_free_time_soon = /** @type {((inputs: Change_Counted_Free_Time_SoonInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Counted_Free_Time_SoonInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_counted_free_time_soon(inputs)
	if (locale === "en-XA") return __en_xa2.change_counted_free_time_soon(inputs)
	return __en.change_counted_free_time_soon(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} new message" |
* | * | "{count} new messages" |
*
* @param {Change_Counted_MessagesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_counted_messages = /** @type {((inputs: Change_Counted_MessagesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Counted_MessagesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_counted_messages(inputs)
	if (locale === "en-XA") return __en_xa2.change_counted_messages(inputs)
	return __en.change_counted_messages(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} pickup moved" |
* | * | "{count} pickup moved" |
*
* @param {Change_Counted_Pickup_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_counted_pickup_date = /** @type {((inputs: Change_Counted_Pickup_DateInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Counted_Pickup_DateInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_counted_pickup_date(inputs)
	if (locale === "en-XA") return __en_xa2.change_counted_pickup_date(inputs)
	return __en.change_counted_pickup_date(inputs)
});
/**
* | output |
* | --- |
* | "{count} {status}" |
*
* @param {Change_Counted_StatusInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_counted_status = /** @type {((inputs: Change_Counted_StatusInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Counted_StatusInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_counted_status(inputs)
	if (locale === "en-XA") return __en_xa2.change_counted_status(inputs)
	return __en.change_counted_status(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} no longer listed" |
* | * | "{count} no longer listed" |
*
* @param {Change_Counted_UnlistedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_counted_unlisted = /** @type {((inputs: Change_Counted_UnlistedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Counted_UnlistedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_counted_unlisted(inputs)
	if (locale === "en-XA") return __en_xa2.change_counted_unlisted(inputs)
	return __en.change_counted_unlisted(inputs)
});
/**
* | output |
* | --- |
* | "{name}: no longer uploaded" |
*
* @param {Change_Document_No_Longer_UploadedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_document_no_longer_uploaded = /** @type {((inputs: Change_Document_No_Longer_UploadedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Document_No_Longer_UploadedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_document_no_longer_uploaded(inputs)
	if (locale === "en-XA") return __en_xa2.change_document_no_longer_uploaded(inputs)
	return __en.change_document_no_longer_uploaded(inputs)
});
/**
* | output |
* | --- |
* | "{name}: {status}" |
*
* @param {Change_Document_StatusInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_document_status = /** @type {((inputs: Change_Document_StatusInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Document_StatusInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_document_status(inputs)
	if (locale === "en-XA") return __en_xa2.change_document_status(inputs)
	return __en.change_document_status(inputs)
});
/**
* | output |
* | --- |
* | "{name}: validation status removed (was {was})" |
*
* @param {Change_Document_Status_RemovedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_document_status_removed = /** @type {((inputs: Change_Document_Status_RemovedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Document_Status_RemovedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_document_status_removed(inputs)
	if (locale === "en-XA") return __en_xa2.change_document_status_removed(inputs)
	return __en.change_document_status_removed(inputs)
});
/**
* | output |
* | --- |
* | "A document" |
*
* @param {Change_Document_UnnamedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_document_unnamed = /** @type {((inputs?: Change_Document_UnnamedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Document_UnnamedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_document_unnamed(inputs)
	if (locale === "en-XA") return __en_xa2.change_document_unnamed(inputs)
	return __en.change_document_unnamed(inputs)
});
/**
* | output |
* | --- |
* | "{name} uploaded" |
*
* @param {Change_Document_UploadedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_document_uploaded = /** @type {((inputs: Change_Document_UploadedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Document_UploadedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_document_uploaded(inputs)
	if (locale === "en-XA") return __en_xa2.change_document_uploaded(inputs)
	return __en.change_document_uploaded(inputs)
});
/**
* | output |
* | --- |
* | "{name} validated" |
*
* @param {Change_Document_ValidatedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_document_validated = /** @type {((inputs: Change_Document_ValidatedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Document_ValidatedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_document_validated(inputs)
	if (locale === "en-XA") return __en_xa2.change_document_validated(inputs)
	return __en.change_document_validated(inputs)
});
/**
* | output |
* | --- |
* | "Free time" |
*
* @param {Change_Free_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_free_time = /** @type {((inputs?: Change_Free_TimeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Free_TimeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_free_time(inputs)
	if (locale === "en-XA") return __en_xa2.change_free_time(inputs)
	return __en.change_free_time(inputs)
});
/**
* | output |
* | --- |
* | "{name}: past the last free day ({day}), the charge accrues" |
*
* @param {Change_Free_Time_PastInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_free_time_past = /** @type {((inputs: Change_Free_Time_PastInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Free_Time_PastInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_free_time_past(inputs)
	if (locale === "en-XA") return __en_xa2.change_free_time_past(inputs)
	return __en.change_free_time_past(inputs)
});
/**
* | output |
* | --- |
* | "{name}: {stop} not reported; if still out, past the last free day ({day}), the charge accrues" |
*
* @param {Change_Free_Time_Past_UnreportedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_free_time_past_unreported = /** @type {((inputs: Change_Free_Time_Past_UnreportedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Free_Time_Past_UnreportedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_free_time_past_unreported(inputs)
	if (locale === "en-XA") return __en_xa2.change_free_time_past_unreported(inputs)
	return __en.change_free_time_past_unreported(inputs)
});
/**
* | output |
* | --- |
* | "{name}: last free day {day}, 48 hours or less left" |
*
* @param {Change_Free_Time_SoonInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_free_time_soon = /** @type {((inputs: Change_Free_Time_SoonInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Free_Time_SoonInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_free_time_soon(inputs)
	if (locale === "en-XA") return __en_xa2.change_free_time_soon(inputs)
	return __en.change_free_time_soon(inputs)
});
/**
* | output |
* | --- |
* | "{name}: {stop} not reported; if still out, last free day {day}, 48 hours or less left" |
*
* @param {Change_Free_Time_Soon_UnreportedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_free_time_soon_unreported = /** @type {((inputs: Change_Free_Time_Soon_UnreportedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Free_Time_Soon_UnreportedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_free_time_soon_unreported(inputs)
	if (locale === "en-XA") return __en_xa2.change_free_time_soon_unreported(inputs)
	return __en.change_free_time_soon_unreported(inputs)
});
/**
* | output |
* | --- |
* | "New shipments" |
*
* @param {Change_Kind_AddedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_added = /** @type {((inputs?: Change_Kind_AddedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Kind_AddedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_kind_added(inputs)
	if (locale === "en-XA") return __en_xa2.change_kind_added(inputs)
	return __en.change_kind_added(inputs)
});
/**
* | output |
* | --- |
* | "A shipment booked elsewhere appears in the list (not the ones you book here)." |
*
* @param {Change_Kind_Added_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_added_hint = /** @type {((inputs?: Change_Kind_Added_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Kind_Added_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_kind_added_hint(inputs)
	if (locale === "en-XA") return __en_xa2.change_kind_added_hint(inputs)
	return __en.change_kind_added_hint(inputs)
});
/**
* | output |
* | --- |
* | "Customs status" |
*
* @param {Change_Kind_CustomsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_customs = /** @type {((inputs?: Change_Kind_CustomsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Kind_CustomsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_kind_customs(inputs)
	if (locale === "en-XA") return __en_xa2.change_kind_customs(inputs)
	return __en.change_kind_customs(inputs)
});
/**
* | output |
* | --- |
* | "A shipment’s customs status moved (pending, cleared, held…)." |
*
* @param {Change_Kind_Customs_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_customs_hint = /** @type {((inputs?: Change_Kind_Customs_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Kind_Customs_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_kind_customs_hint(inputs)
	if (locale === "en-XA") return __en_xa2.change_kind_customs_hint(inputs)
	return __en.change_kind_customs_hint(inputs)
});
/**
* | output |
* | --- |
* | "ETA moved" |
*
* @param {Change_Kind_Delivery_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_delivery_date = /** @type {((inputs?: Change_Kind_Delivery_DateInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Kind_Delivery_DateInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_kind_delivery_date(inputs)
	if (locale === "en-XA") return __en_xa2.change_kind_delivery_date(inputs)
	return __en.change_kind_delivery_date(inputs)
});
/**
* | output |
* | --- |
* | "The estimated delivery date of a shipment changed." |
*
* @param {Change_Kind_Delivery_Date_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_delivery_date_hint = /** @type {((inputs?: Change_Kind_Delivery_Date_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Kind_Delivery_Date_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_kind_delivery_date_hint(inputs)
	if (locale === "en-XA") return __en_xa2.change_kind_delivery_date_hint(inputs)
	return __en.change_kind_delivery_date_hint(inputs)
});
/**
* | output |
* | --- |
* | "Document checks" |
*
* @param {Change_Kind_DocumentsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_documents = /** @type {((inputs?: Change_Kind_DocumentsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Kind_DocumentsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_kind_documents(inputs)
	if (locale === "en-XA") return __en_xa2.change_kind_documents(inputs)
	return __en.change_kind_documents(inputs)
});
/**
* | output |
* | --- |
* | "A required document was uploaded, validated or refused (found outside the Documents screen)." |
*
* @param {Change_Kind_Documents_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_documents_hint = /** @type {((inputs?: Change_Kind_Documents_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Kind_Documents_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_kind_documents_hint(inputs)
	if (locale === "en-XA") return __en_xa2.change_kind_documents_hint(inputs)
	return __en.change_kind_documents_hint(inputs)
});
/**
* | output |
* | --- |
* | "Free time running out" |
*
* @param {Change_Kind_Free_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_free_time = /** @type {((inputs?: Change_Kind_Free_TimeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Kind_Free_TimeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_kind_free_time(inputs)
	if (locale === "en-XA") return __en_xa2.change_kind_free_time(inputs)
	return __en.change_kind_free_time(inputs)
});
/**
* | output |
* | --- |
* | "A booked sea shipment came within 48 hours of its last free day (demurrage, detention, storage), or passed it, while its clock runs." |
*
* @param {Change_Kind_Free_Time_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_free_time_hint = /** @type {((inputs?: Change_Kind_Free_Time_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Kind_Free_Time_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_kind_free_time_hint(inputs)
	if (locale === "en-XA") return __en_xa2.change_kind_free_time_hint(inputs)
	return __en.change_kind_free_time_hint(inputs)
});
/**
* | output |
* | --- |
* | "New tracking messages" |
*
* @param {Change_Kind_MessagesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_messages = /** @type {((inputs?: Change_Kind_MessagesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Kind_MessagesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_kind_messages(inputs)
	if (locale === "en-XA") return __en_xa2.change_kind_messages(inputs)
	return __en.change_kind_messages(inputs)
});
/**
* | output |
* | --- |
* | "New messages found when a shipment’s messages are fetched in the background (not while you read them)." |
*
* @param {Change_Kind_Messages_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_messages_hint = /** @type {((inputs?: Change_Kind_Messages_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Kind_Messages_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_kind_messages_hint(inputs)
	if (locale === "en-XA") return __en_xa2.change_kind_messages_hint(inputs)
	return __en.change_kind_messages_hint(inputs)
});
/**
* | output |
* | --- |
* | "Pickup date moved" |
*
* @param {Change_Kind_Pickup_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_pickup_date = /** @type {((inputs?: Change_Kind_Pickup_DateInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Kind_Pickup_DateInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_kind_pickup_date(inputs)
	if (locale === "en-XA") return __en_xa2.change_kind_pickup_date(inputs)
	return __en.change_kind_pickup_date(inputs)
});
/**
* | output |
* | --- |
* | "The pickup date of a shipment changed." |
*
* @param {Change_Kind_Pickup_Date_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_pickup_date_hint = /** @type {((inputs?: Change_Kind_Pickup_Date_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Kind_Pickup_Date_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_kind_pickup_date_hint(inputs)
	if (locale === "en-XA") return __en_xa2.change_kind_pickup_date_hint(inputs)
	return __en.change_kind_pickup_date_hint(inputs)
});
/**
* | output |
* | --- |
* | "Status changes" |
*
* @param {Change_Kind_StatusInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_status = /** @type {((inputs?: Change_Kind_StatusInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Kind_StatusInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_kind_status(inputs)
	if (locale === "en-XA") return __en_xa2.change_kind_status(inputs)
	return __en.change_kind_status(inputs)
});
/**
* | output |
* | --- |
* | "A shipment’s tracking status moved (picked up, in transit, delivered…)." |
*
* @param {Change_Kind_Status_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_status_hint = /** @type {((inputs?: Change_Kind_Status_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Kind_Status_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_kind_status_hint(inputs)
	if (locale === "en-XA") return __en_xa2.change_kind_status_hint(inputs)
	return __en.change_kind_status_hint(inputs)
});
/**
* | output |
* | --- |
* | "No longer listed" |
*
* @param {Change_Kind_UnlistedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_unlisted = /** @type {((inputs?: Change_Kind_UnlistedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Kind_UnlistedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_kind_unlisted(inputs)
	if (locale === "en-XA") return __en_xa2.change_kind_unlisted(inputs)
	return __en.change_kind_unlisted(inputs)
});
/**
* | output |
* | --- |
* | "The service stopped listing a shipment; the desk keeps it." |
*
* @param {Change_Kind_Unlisted_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_unlisted_hint = /** @type {((inputs?: Change_Kind_Unlisted_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Kind_Unlisted_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_kind_unlisted_hint(inputs)
	if (locale === "en-XA") return __en_xa2.change_kind_unlisted_hint(inputs)
	return __en.change_kind_unlisted_hint(inputs)
});
/**
* | output |
* | --- |
* | "discharge" |
*
* @param {Change_Stop_DischargeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_stop_discharge = /** @type {((inputs?: Change_Stop_DischargeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Stop_DischargeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_stop_discharge(inputs)
	if (locale === "en-XA") return __en_xa2.change_stop_discharge(inputs)
	return __en.change_stop_discharge(inputs)
});
/**
* | output |
* | --- |
* | "empty return" |
*
* @param {Change_Stop_Empty_ReturnInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_stop_empty_return = /** @type {((inputs?: Change_Stop_Empty_ReturnInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Stop_Empty_ReturnInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_stop_empty_return(inputs)
	if (locale === "en-XA") return __en_xa2.change_stop_empty_return(inputs)
	return __en.change_stop_empty_return(inputs)
});
/**
* | output |
* | --- |
* | "release" |
*
* @param {Change_Stop_ReleaseInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_stop_release = /** @type {((inputs?: Change_Stop_ReleaseInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Stop_ReleaseInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_stop_release(inputs)
	if (locale === "en-XA") return __en_xa2.change_stop_release(inputs)
	return __en.change_stop_release(inputs)
});
/**
* | output |
* | --- |
* | "Choose files…" |
*
* @param {Choose_FilesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const choose_files = /** @type {((inputs?: Choose_FilesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Choose_FilesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.choose_files(inputs)
	if (locale === "en-XA") return __en_xa2.choose_files(inputs)
	return __en.choose_files(inputs)
});
/**
* | output |
* | --- |
* | "Choose none" |
*
* @param {Choose_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const choose_none = /** @type {((inputs?: Choose_NoneInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Choose_NoneInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.choose_none(inputs)
	if (locale === "en-XA") return __en_xa2.choose_none(inputs)
	return __en.choose_none(inputs)
});
/**
* | output |
* | --- |
* | "Choose logo…" |
*
* @param {Company_Choose_LogoInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_choose_logo = /** @type {((inputs?: Company_Choose_LogoInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Choose_LogoInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.company_choose_logo(inputs)
	if (locale === "en-XA") return __en_xa2.company_choose_logo(inputs)
	return __en.company_choose_logo(inputs)
});
/**
* | output |
* | --- |
* | "Printed at the head of every quote PDF you send to a customer." |
*
* @param {Company_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_description = /** @type {((inputs?: Company_DescriptionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_DescriptionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.company_description(inputs)
	if (locale === "en-XA") return __en_xa2.company_description(inputs)
	return __en.company_description(inputs)
});
/**
* | output |
* | --- |
* | "Logo" |
*
* @param {Company_LogoInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_logo = /** @type {((inputs?: Company_LogoInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_LogoInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.company_logo(inputs)
	if (locale === "en-XA") return __en_xa2.company_logo(inputs)
	return __en.company_logo(inputs)
});
/**
* | output |
* | --- |
* | "Company logo: {file}" |
*
* @param {Company_Logo_AltInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_logo_alt = /** @type {((inputs: Company_Logo_AltInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Logo_AltInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.company_logo_alt(inputs)
	if (locale === "en-XA") return __en_xa2.company_logo_alt(inputs)
	return __en.company_logo_alt(inputs)
});
/**
* | output |
* | --- |
* | "{file} · {width} × {height} px · {size}" |
*
* @param {Company_Logo_FactsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_logo_facts = /** @type {((inputs: Company_Logo_FactsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Logo_FactsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.company_logo_facts(inputs)
	if (locale === "en-XA") return __en_xa2.company_logo_facts(inputs)
	return __en.company_logo_facts(inputs)
});
/**
* | output |
* | --- |
* | "PNG or JPEG, at most {size}. Printed at most 150 × 54 pt, proportions kept." |
*
* @param {Company_Logo_LimitsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_logo_limits = /** @type {((inputs: Company_Logo_LimitsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Logo_LimitsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.company_logo_limits(inputs)
	if (locale === "en-XA") return __en_xa2.company_logo_limits(inputs)
	return __en.company_logo_limits(inputs)
});
/**
* | output |
* | --- |
* | "Company name" |
*
* @param {Company_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_name = /** @type {((inputs?: Company_NameInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_NameInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.company_name(inputs)
	if (locale === "en-XA") return __en_xa2.company_name(inputs)
	return __en.company_name(inputs)
});
/**
* | output |
* | --- |
* | "As your customers know you, e.g. “Acme Forwarding S.L.”" |
*
* @param {Company_Name_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_name_hint = /** @type {((inputs?: Company_Name_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Name_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.company_name_hint(inputs)
	if (locale === "en-XA") return __en_xa2.company_name_hint(inputs)
	return __en.company_name_hint(inputs)
});
/**
* | output |
* | --- |
* | "Could not save the company name" |
*
* @param {Company_Name_Save_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_name_save_failed = /** @type {((inputs?: Company_Name_Save_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Name_Save_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.company_name_save_failed(inputs)
	if (locale === "en-XA") return __en_xa2.company_name_save_failed(inputs)
	return __en.company_name_save_failed(inputs)
});
/**
* | output |
* | --- |
* | "No logo" |
*
* @param {Company_No_LogoInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_no_logo = /** @type {((inputs?: Company_No_LogoInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_No_LogoInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.company_no_logo(inputs)
	if (locale === "en-XA") return __en_xa2.company_no_logo(inputs)
	return __en.company_no_logo(inputs)
});
/**
* | output |
* | --- |
* | "Remove logo" |
*
* @param {Company_Remove_LogoInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_remove_logo = /** @type {((inputs?: Company_Remove_LogoInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Remove_LogoInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.company_remove_logo(inputs)
	if (locale === "en-XA") return __en_xa2.company_remove_logo(inputs)
	return __en.company_remove_logo(inputs)
});
/**
* | output |
* | --- |
* | "Replace logo…" |
*
* @param {Company_Replace_LogoInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_replace_logo = /** @type {((inputs?: Company_Replace_LogoInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Replace_LogoInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.company_replace_logo(inputs)
	if (locale === "en-XA") return __en_xa2.company_replace_logo(inputs)
	return __en.company_replace_logo(inputs)
});
/**
* | output |
* | --- |
* | "Save name" |
*
* @param {Company_Save_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_save_name = /** @type {((inputs?: Company_Save_NameInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Save_NameInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.company_save_name(inputs)
	if (locale === "en-XA") return __en_xa2.company_save_name(inputs)
	return __en.company_save_name(inputs)
});
/**
* | output |
* | --- |
* | "Company" |
*
* @param {Company_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_title = /** @type {((inputs?: Company_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.company_title(inputs)
	if (locale === "en-XA") return __en_xa2.company_title(inputs)
	return __en.company_title(inputs)
});
/**
* | output |
* | --- |
* | "Checking the connection…" |
*
* @param {Connection_CheckingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const connection_checking = /** @type {((inputs?: Connection_CheckingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connection_CheckingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.connection_checking(inputs)
	if (locale === "en-XA") return __en_xa2.connection_checking(inputs)
	return __en.connection_checking(inputs)
});
/**
* | output |
* | --- |
* | "Copied" |
*
* @param {Copy_DoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const copy_done = /** @type {((inputs?: Copy_DoneInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Copy_DoneInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.copy_done(inputs)
	if (locale === "en-XA") return __en_xa2.copy_done(inputs)
	return __en.copy_done(inputs)
});
/**
* | output |
* | --- |
* | "Could not copy: select the text instead" |
*
* @param {Copy_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const copy_failed = /** @type {((inputs?: Copy_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Copy_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.copy_failed(inputs)
	if (locale === "en-XA") return __en_xa2.copy_failed(inputs)
	return __en.copy_failed(inputs)
});
/**
* | output |
* | --- |
* | "Copy {what}" |
*
* @param {Copy_WhatInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const copy_what = /** @type {((inputs: Copy_WhatInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Copy_WhatInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.copy_what(inputs)
	if (locale === "en-XA") return __en_xa2.copy_what(inputs)
	return __en.copy_what(inputs)
});
/**
* | output |
* | --- |
* | "dd" |
*
* @param {Date_Day_LettersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const date_day_letters = /** @type {((inputs?: Date_Day_LettersInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Date_Day_LettersInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.date_day_letters(inputs)
	if (locale === "en-XA") return __en_xa2.date_day_letters(inputs)
	return __en.date_day_letters(inputs)
});
/**
* | output |
* | --- |
* | "mm" |
*
* @param {Date_Month_LettersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const date_month_letters = /** @type {((inputs?: Date_Month_LettersInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Date_Month_LettersInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.date_month_letters(inputs)
	if (locale === "en-XA") return __en_xa2.date_month_letters(inputs)
	return __en.date_month_letters(inputs)
});
/**
* | output |
* | --- |
* | "yyyy" |
*
* @param {Date_Year_LettersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const date_year_letters = /** @type {((inputs?: Date_Year_LettersInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Date_Year_LettersInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.date_year_letters(inputs)
	if (locale === "en-XA") return __en_xa2.date_year_letters(inputs)
	return __en.date_year_letters(inputs)
});
/**
* | output |
* | --- |
* | "Dismiss" |
*
* @param {DismissInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dismiss = /** @type {((inputs?: DismissInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<DismissInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dismiss(inputs)
	if (locale === "en-XA") return __en_xa2.dismiss(inputs)
	return __en.dismiss(inputs)
});
/**
* | output |
* | --- |
* | "Discard" |
*
* @param {Draft_DiscardInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const draft_discard = /** @type {((inputs?: Draft_DiscardInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Draft_DiscardInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.draft_discard(inputs)
	if (locale === "en-XA") return __en_xa2.draft_discard(inputs)
	return __en.draft_discard(inputs)
});
/**
* | output |
* | --- |
* | "Draft restored from" |
*
* @param {Draft_Restored_FromInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const draft_restored_from = /** @type {((inputs?: Draft_Restored_FromInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Draft_Restored_FromInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.draft_restored_from(inputs)
	if (locale === "en-XA") return __en_xa2.draft_restored_from(inputs)
	return __en.draft_restored_from(inputs)
});
/**
* | output |
* | --- |
* | "Draft saved" |
*
* @param {Draft_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const draft_saved = /** @type {((inputs?: Draft_SavedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Draft_SavedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.draft_saved(inputs)
	if (locale === "en-XA") return __en_xa2.draft_saved(inputs)
	return __en.draft_saved(inputs)
});
/**
* | output |
* | --- |
* | "Edit" |
*
* @param {EditInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const edit = /** @type {((inputs?: EditInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<EditInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.edit(inputs)
	if (locale === "en-XA") return __en_xa2.edit(inputs)
	return __en.edit(inputs)
});
/**
* | output |
* | --- |
* | ": the service could not be asked now, so this is what the desk kept." |
*
* @param {Empty_State_KeptInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const empty_state_kept = /** @type {((inputs?: Empty_State_KeptInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Empty_State_KeptInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.empty_state_kept(inputs)
	if (locale === "en-XA") return __en_xa2.empty_state_kept(inputs)
	return __en.empty_state_kept(inputs)
});
/**
* | output |
* | --- |
* | "Freight Desk tries again on its own in a few seconds." |
*
* @param {Error_Retries_ItselfInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const error_retries_itself = /** @type {((inputs?: Error_Retries_ItselfInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Retries_ItselfInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.error_retries_itself(inputs)
	if (locale === "en-XA") return __en_xa2.error_retries_itself(inputs)
	return __en.error_retries_itself(inputs)
});
/**
* | output |
* | --- |
* | "Agency" |
*
* @param {Export_AgencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_agency = /** @type {((inputs?: Export_AgencyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Export_AgencyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.export_agency(inputs)
	if (locale === "en-XA") return __en_xa2.export_agency(inputs)
	return __en.export_agency(inputs)
});
/**
* | output |
* | --- |
* | "Code" |
*
* @param {Export_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_code = /** @type {((inputs?: Export_CodeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Export_CodeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.export_code(inputs)
	if (locale === "en-XA") return __en_xa2.export_code(inputs)
	return __en.export_code(inputs)
});
/**
* | output |
* | --- |
* | "Currency" |
*
* @param {Export_CurrencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_currency = /** @type {((inputs?: Export_CurrencyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Export_CurrencyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.export_currency(inputs)
	if (locale === "en-XA") return __en_xa2.export_currency(inputs)
	return __en.export_currency(inputs)
});
/**
* | output |
* | --- |
* | "(currency not stated)" |
*
* @param {Export_Currency_Not_StatedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_currency_not_stated = /** @type {((inputs?: Export_Currency_Not_StatedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Export_Currency_Not_StatedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.export_currency_not_stated(inputs)
	if (locale === "en-XA") return __en_xa2.export_currency_not_stated(inputs)
	return __en.export_currency_not_stated(inputs)
});
/**
* | output |
* | --- |
* | "Delivery" |
*
* @param {Export_DeliveryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_delivery = /** @type {((inputs?: Export_DeliveryInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Export_DeliveryInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.export_delivery(inputs)
	if (locale === "en-XA") return __en_xa2.export_delivery(inputs)
	return __en.export_delivery(inputs)
});
/**
* | output |
* | --- |
* | "Destination" |
*
* @param {Export_DestinationInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_destination = /** @type {((inputs?: Export_DestinationInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Export_DestinationInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.export_destination(inputs)
	if (locale === "en-XA") return __en_xa2.export_destination(inputs)
	return __en.export_destination(inputs)
});
/**
* | output |
* | --- |
* | "Free time charged" |
*
* @param {Export_Free_Time_ChargedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_free_time_charged = /** @type {((inputs?: Export_Free_Time_ChargedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Export_Free_Time_ChargedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.export_free_time_charged(inputs)
	if (locale === "en-XA") return __en_xa2.export_free_time_charged(inputs)
	return __en.export_free_time_charged(inputs)
});
/**
* | output |
* | --- |
* | "Free time currency" |
*
* @param {Export_Free_Time_CurrencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_free_time_currency = /** @type {((inputs?: Export_Free_Time_CurrencyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Export_Free_Time_CurrencyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.export_free_time_currency(inputs)
	if (locale === "en-XA") return __en_xa2.export_free_time_currency(inputs)
	return __en.export_free_time_currency(inputs)
});
/**
* | output |
* | --- |
* | "Last free day" |
*
* @param {Export_Last_Free_DayInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_last_free_day = /** @type {((inputs?: Export_Last_Free_DayInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Export_Last_Free_DayInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.export_last_free_day(inputs)
	if (locale === "en-XA") return __en_xa2.export_last_free_day(inputs)
	return __en.export_last_free_day(inputs)
});
/**
* | output |
* | --- |
* | "not known" |
*
* @param {Export_Not_KnownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_not_known = /** @type {((inputs?: Export_Not_KnownInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Export_Not_KnownInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.export_not_known(inputs)
	if (locale === "en-XA") return __en_xa2.export_not_known(inputs)
	return __en.export_not_known(inputs)
});
/**
* | output |
* | --- |
* | "Origin" |
*
* @param {Export_OriginInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_origin = /** @type {((inputs?: Export_OriginInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Export_OriginInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.export_origin(inputs)
	if (locale === "en-XA") return __en_xa2.export_origin(inputs)
	return __en.export_origin(inputs)
});
/**
* | output |
* | --- |
* | "Pickup" |
*
* @param {Export_PickupInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_pickup = /** @type {((inputs?: Export_PickupInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Export_PickupInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.export_pickup(inputs)
	if (locale === "en-XA") return __en_xa2.export_pickup(inputs)
	return __en.export_pickup(inputs)
});
/**
* | output |
* | --- |
* | "Price" |
*
* @param {Export_PriceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_price = /** @type {((inputs?: Export_PriceInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Export_PriceInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.export_price(inputs)
	if (locale === "en-XA") return __en_xa2.export_price(inputs)
	return __en.export_price(inputs)
});
/**
* | output |
* | --- |
* | "Status" |
*
* @param {Export_StatusInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_status = /** @type {((inputs?: Export_StatusInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Export_StatusInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.export_status(inputs)
	if (locale === "en-XA") return __en_xa2.export_status(inputs)
	return __en.export_status(inputs)
});
/**
* | output |
* | --- |
* | "Could not connect to the freight service at {host} (address not reachable). Check the service address (the profile's base URL) and your connection, then try ..." |
*
* @param {Failure_Address_UnreachableInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_address_unreachable = /** @type {((inputs: Failure_Address_UnreachableInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Address_UnreachableInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_address_unreachable(inputs)
	if (locale === "en-XA") return __en_xa2.failure_address_unreachable(inputs)
	return __en.failure_address_unreachable(inputs)
});
/**
* | output |
* | --- |
* | "Ask your freight service provider for access." |
*
* @param {Failure_Ask_AccessInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_ask_access = /** @type {((inputs?: Failure_Ask_AccessInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Ask_AccessInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_ask_access(inputs)
	if (locale === "en-XA") return __en_xa2.failure_ask_access(inputs)
	return __en.failure_ask_access(inputs)
});
/**
* | output |
* | --- |
* | "The freight service stopped sending its answer to \"{op}\" for {seconds} s." |
*
* @param {Failure_Body_TimeoutInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_body_timeout = /** @type {((inputs: Failure_Body_TimeoutInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Body_TimeoutInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_body_timeout(inputs)
	if (locale === "en-XA") return __en_xa2.failure_body_timeout(inputs)
	return __en.failure_body_timeout(inputs)
});
/**
* | output |
* | --- |
* | "The connection to the freight service broke during \"{op}\". Check your connection and try again." |
*
* @param {Failure_BrokeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_broke = /** @type {((inputs: Failure_BrokeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_BrokeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_broke(inputs)
	if (locale === "en-XA") return __en_xa2.failure_broke(inputs)
	return __en.failure_broke(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "The connection to the freight service broke during \"{op}\" ({count} attempt). Check your connection and try again." |
* | * | "The connection to the freight service broke during \"{op}\" ({count} attempts). Check your connection and try again." |
*
* @param {Failure_Broke_AttemptsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_broke_attempts = /** @type {((inputs: Failure_Broke_AttemptsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Broke_AttemptsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_broke_attempts(inputs)
	if (locale === "en-XA") return __en_xa2.failure_broke_attempts(inputs)
	return __en.failure_broke_attempts(inputs)
});
/**
* | output |
* | --- |
* | "The connection to the freight service broke during \"{op}\", so its outcome is unknown." |
*
* @param {Failure_Broke_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_broke_unknown = /** @type {((inputs: Failure_Broke_UnknownInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Broke_UnknownInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_broke_unknown(inputs)
	if (locale === "en-XA") return __en_xa2.failure_broke_unknown(inputs)
	return __en.failure_broke_unknown(inputs)
});
/**
* | output |
* | --- |
* | "\"{op}\" was cancelled." |
*
* @param {Failure_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_cancelled = /** @type {((inputs: Failure_CancelledInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_CancelledInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_cancelled(inputs)
	if (locale === "en-XA") return __en_xa2.failure_cancelled(inputs)
	return __en.failure_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "The profile's base URL, or the API version in it, is probably wrong: check it in Settings." |
*
* @param {Failure_Check_Base_UrlInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_check_base_url = /** @type {((inputs?: Failure_Check_Base_UrlInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Check_Base_UrlInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_check_base_url(inputs)
	if (locale === "en-XA") return __en_xa2.failure_check_base_url(inputs)
	return __en.failure_check_base_url(inputs)
});
/**
* | output |
* | --- |
* | "Check your connection and try again." |
*
* @param {Failure_Check_ConnectionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_check_connection = /** @type {((inputs?: Failure_Check_ConnectionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Check_ConnectionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_check_connection(inputs)
	if (locale === "en-XA") return __en_xa2.failure_check_connection(inputs)
	return __en.failure_check_connection(inputs)
});
/**
* | output |
* | --- |
* | "\"{op}\" was stopped because the connection to the freight service was closed (profile switched or app closing)." |
*
* @param {Failure_ClosedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_closed = /** @type {((inputs: Failure_ClosedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_ClosedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_closed(inputs)
	if (locale === "en-XA") return __en_xa2.failure_closed(inputs)
	return __en.failure_closed(inputs)
});
/**
* | output |
* | --- |
* | "Could not connect to the freight service at {host} within {seconds} s. Check your connection and the service address (the profile's base URL), then try again." |
*
* @param {Failure_Connect_TimeoutInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_connect_timeout = /** @type {((inputs: Failure_Connect_TimeoutInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Connect_TimeoutInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_connect_timeout(inputs)
	if (locale === "en-XA") return __en_xa2.failure_connect_timeout(inputs)
	return __en.failure_connect_timeout(inputs)
});
/**
* | output |
* | --- |
* | "Could not connect to the freight service at {host} (connection refused). Check the service address (the profile's base URL) and your connection, then try again." |
*
* @param {Failure_Connection_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_connection_refused = /** @type {((inputs: Failure_Connection_RefusedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Connection_RefusedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_connection_refused(inputs)
	if (locale === "en-XA") return __en_xa2.failure_connection_refused(inputs)
	return __en.failure_connection_refused(inputs)
});
/**
* | output |
* | --- |
* | "The freight service does not allow this account to do \"{op}\"." |
*
* @param {Failure_ForbiddenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_forbidden = /** @type {((inputs: Failure_ForbiddenInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_ForbiddenInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_forbidden(inputs)
	if (locale === "en-XA") return __en_xa2.failure_forbidden(inputs)
	return __en.failure_forbidden(inputs)
});
/**
* | output |
* | --- |
* | "The freight service did not answer \"{op}\" within {seconds} s." |
*
* @param {Failure_Headers_TimeoutInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_headers_timeout = /** @type {((inputs: Failure_Headers_TimeoutInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Headers_TimeoutInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_headers_timeout(inputs)
	if (locale === "en-XA") return __en_xa2.failure_headers_timeout(inputs)
	return __en.failure_headers_timeout(inputs)
});
/**
* | output |
* | --- |
* | "The input is not valid." |
*
* @param {Failure_Input_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_input_invalid = /** @type {((inputs?: Failure_Input_InvalidInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Input_InvalidInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_input_invalid(inputs)
	if (locale === "en-XA") return __en_xa2.failure_input_invalid(inputs)
	return __en.failure_input_invalid(inputs)
});
/**
* | output |
* | --- |
* | "Something went wrong inside Freight Desk. Try again; if it keeps happening, restart the app." |
*
* @param {Failure_InternalInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_internal = /** @type {((inputs?: Failure_InternalInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_InternalInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_internal(inputs)
	if (locale === "en-XA") return __en_xa2.failure_internal(inputs)
	return __en.failure_internal(inputs)
});
/**
* | output |
* | --- |
* | "It said: \"{message}\"." |
*
* @param {Failure_It_SaidInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_it_said = /** @type {((inputs: Failure_It_SaidInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_It_SaidInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_it_said(inputs)
	if (locale === "en-XA") return __en_xa2.failure_it_said(inputs)
	return __en.failure_it_said(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "(and {count} more)" |
* | * | "(and {count} more)" |
*
* @param {Failure_More_ProblemsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_more_problems = /** @type {((inputs: Failure_More_ProblemsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_More_ProblemsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_more_problems(inputs)
	if (locale === "en-XA") return __en_xa2.failure_more_problems(inputs)
	return __en.failure_more_problems(inputs)
});
/**
* | output |
* | --- |
* | "The freight service at {host} does not offer \"{op}\" at this address (HTTP 404)." |
*
* @param {Failure_No_Such_AddressInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_no_such_address = /** @type {((inputs: Failure_No_Such_AddressInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_No_Such_AddressInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_no_such_address(inputs)
	if (locale === "en-XA") return __en_xa2.failure_no_such_address(inputs)
	return __en.failure_no_such_address(inputs)
});
/**
* | output |
* | --- |
* | "The freight service found nothing for \"{op}\"." |
*
* @param {Failure_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_not_found = /** @type {((inputs: Failure_Not_FoundInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Not_FoundInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_not_found(inputs)
	if (locale === "en-XA") return __en_xa2.failure_not_found(inputs)
	return __en.failure_not_found(inputs)
});
/**
* | output |
* | --- |
* | "Nothing was changed: what you acted on may be gone or out of date, so reload it before anything else." |
*
* @param {Failure_Not_Found_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_not_found_changed = /** @type {((inputs?: Failure_Not_Found_ChangedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Not_Found_ChangedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_not_found_changed(inputs)
	if (locale === "en-XA") return __en_xa2.failure_not_found_changed(inputs)
	return __en.failure_not_found_changed(inputs)
});
/**
* | output |
* | --- |
* | "Check the id or code." |
*
* @param {Failure_Not_Found_Check_IdInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_not_found_check_id = /** @type {((inputs?: Failure_Not_Found_Check_IdInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Not_Found_Check_IdInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_not_found_check_id(inputs)
	if (locale === "en-XA") return __en_xa2.failure_not_found_check_id(inputs)
	return __en.failure_not_found_check_id(inputs)
});
/**
* | output |
* | --- |
* | "\"{op}\" was not sent: parameter {problem}." |
*
* @param {Failure_Not_Sent_ParameterInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_not_sent_parameter = /** @type {((inputs: Failure_Not_Sent_ParameterInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Not_Sent_ParameterInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_not_sent_parameter(inputs)
	if (locale === "en-XA") return __en_xa2.failure_not_sent_parameter(inputs)
	return __en.failure_not_sent_parameter(inputs)
});
/**
* | output |
* | --- |
* | "\"{op}\" was not sent: request {problem}." |
*
* @param {Failure_Not_Sent_RequestInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_not_sent_request = /** @type {((inputs: Failure_Not_Sent_RequestInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Not_Sent_RequestInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_not_sent_request(inputs)
	if (locale === "en-XA") return __en_xa2.failure_not_sent_request(inputs)
	return __en.failure_not_sent_request(inputs)
});
/**
* | output |
* | --- |
* | "The freight service refused \"{op}\": {message}" |
*
* @param {Failure_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_refused = /** @type {((inputs: Failure_RefusedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_RefusedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_refused(inputs)
	if (locale === "en-XA") return __en_xa2.failure_refused(inputs)
	return __en.failure_refused(inputs)
});
/**
* | output |
* | --- |
* | "The freight service refused \"{op}\" without giving a reason." |
*
* @param {Failure_Refused_No_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_refused_no_reason = /** @type {((inputs: Failure_Refused_No_ReasonInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Refused_No_ReasonInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_refused_no_reason(inputs)
	if (locale === "en-XA") return __en_xa2.failure_refused_no_reason(inputs)
	return __en.failure_refused_no_reason(inputs)
});
/**
* | output |
* | --- |
* | "The freight service rejected \"{op}\": {reason}. Correct the request first: sent as it is, it would be refused again." |
*
* @param {Failure_Rejected_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_rejected_reason = /** @type {((inputs: Failure_Rejected_ReasonInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Rejected_ReasonInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_rejected_reason(inputs)
	if (locale === "en-XA") return __en_xa2.failure_rejected_reason(inputs)
	return __en.failure_rejected_reason(inputs)
});
/**
* | output |
* | --- |
* | "The freight service rejected \"{op}\" (HTTP {status}). Correct the request first: sent as it is, it would be refused again." |
*
* @param {Failure_Rejected_StatusInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_rejected_status = /** @type {((inputs: Failure_Rejected_StatusInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Rejected_StatusInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_rejected_status(inputs)
	if (locale === "en-XA") return __en_xa2.failure_rejected_status(inputs)
	return __en.failure_rejected_status(inputs)
});
/**
* | output |
* | --- |
* | "Try again; if it keeps happening, report it to your provider." |
*
* @param {Failure_Report_If_AgainInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_report_if_again = /** @type {((inputs?: Failure_Report_If_AgainInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Report_If_AgainInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_report_if_again(inputs)
	if (locale === "en-XA") return __en_xa2.failure_report_if_again(inputs)
	return __en.failure_report_if_again(inputs)
});
/**
* | output |
* | --- |
* | "The freight service gave up waiting for \"{op}\". Try again." |
*
* @param {Failure_Request_TimeoutInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_request_timeout = /** @type {((inputs: Failure_Request_TimeoutInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Request_TimeoutInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_request_timeout(inputs)
	if (locale === "en-XA") return __en_xa2.failure_request_timeout(inputs)
	return __en.failure_request_timeout(inputs)
});
/**
* | output |
* | --- |
* | "The freight service failed to carry out \"{op}\" (HTTP {status})." |
*
* @param {Failure_ServerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_server = /** @type {((inputs: Failure_ServerInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_ServerInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_server(inputs)
	if (locale === "en-XA") return __en_xa2.failure_server(inputs)
	return __en.failure_server(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "The freight service failed to carry out \"{op}\" (HTTP {status}) after {count} attempt." |
* | * | "The freight service failed to carry out \"{op}\" (HTTP {status}) after {count} attempts." |
*
* @param {Failure_Server_AttemptsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_server_attempts = /** @type {((inputs: Failure_Server_AttemptsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Server_AttemptsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_server_attempts(inputs)
	if (locale === "en-XA") return __en_xa2.failure_server_attempts(inputs)
	return __en.failure_server_attempts(inputs)
});
/**
* | output |
* | --- |
* | "The freight service reported a failure of \"{op}\" (HTTP {status})." |
*
* @param {Failure_Server_ReportedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_server_reported = /** @type {((inputs: Failure_Server_ReportedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Server_ReportedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_server_reported(inputs)
	if (locale === "en-XA") return __en_xa2.failure_server_reported(inputs)
	return __en.failure_server_reported(inputs)
});
/**
* | output |
* | --- |
* | "The freight service sent an answer to \"{op}\" larger than {limit} MiB; Freight Desk stopped reading it. Narrow the request (fewer items, a shorter period) or ..." |
*
* @param {Failure_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_too_large = /** @type {((inputs: Failure_Too_LargeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Too_LargeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_too_large(inputs)
	if (locale === "en-XA") return __en_xa2.failure_too_large(inputs)
	return __en.failure_too_large(inputs)
});
/**
* | output |
* | --- |
* | "The freight service did not carry out \"{op}\" (HTTP {status}), and its answer was larger than {limit} MiB, too large to read. Try again; if it keeps happening..." |
*
* @param {Failure_Too_Large_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_too_large_refused = /** @type {((inputs: Failure_Too_Large_RefusedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Too_Large_RefusedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_too_large_refused(inputs)
	if (locale === "en-XA") return __en_xa2.failure_too_large_refused(inputs)
	return __en.failure_too_large_refused(inputs)
});
/**
* | output |
* | --- |
* | "The freight service sent an answer to \"{op}\" larger than {limit} MiB; Freight Desk stopped reading it, so the outcome is unknown." |
*
* @param {Failure_Too_Large_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_too_large_unknown = /** @type {((inputs: Failure_Too_Large_UnknownInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Too_Large_UnknownInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_too_large_unknown(inputs)
	if (locale === "en-XA") return __en_xa2.failure_too_large_unknown(inputs)
	return __en.failure_too_large_unknown(inputs)
});
/**
* | output |
* | --- |
* | "The freight service is receiving too many requests and refused \"{op}\". Wait a minute and try again." |
*
* @param {Failure_Too_Many_RequestsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_too_many_requests = /** @type {((inputs: Failure_Too_Many_RequestsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Too_Many_RequestsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_too_many_requests(inputs)
	if (locale === "en-XA") return __en_xa2.failure_too_many_requests(inputs)
	return __en.failure_too_many_requests(inputs)
});
/**
* | output |
* | --- |
* | "The freight service is receiving too many requests and refused \"{op}\". Wait {seconds} s and try again." |
*
* @param {Failure_Too_Many_Requests_WaitInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_too_many_requests_wait = /** @type {((inputs: Failure_Too_Many_Requests_WaitInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Too_Many_Requests_WaitInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_too_many_requests_wait(inputs)
	if (locale === "en-XA") return __en_xa2.failure_too_many_requests_wait(inputs)
	return __en.failure_too_many_requests_wait(inputs)
});
/**
* | output |
* | --- |
* | "It asked to wait {seconds} s; try again then." |
*
* @param {Failure_Try_AfterInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_try_after = /** @type {((inputs: Failure_Try_AfterInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Try_AfterInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_try_after(inputs)
	if (locale === "en-XA") return __en_xa2.failure_try_after(inputs)
	return __en.failure_try_after(inputs)
});
/**
* | output |
* | --- |
* | "Try again in a few minutes." |
*
* @param {Failure_Try_LaterInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_try_later = /** @type {((inputs?: Failure_Try_LaterInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Try_LaterInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_try_later(inputs)
	if (locale === "en-XA") return __en_xa2.failure_try_later(inputs)
	return __en.failure_try_later(inputs)
});
/**
* | output |
* | --- |
* | "The freight service did not accept the session for \"{op}\", even after signing in again. Check the profile's API key and secret." |
*
* @param {Failure_UnauthorizedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_unauthorized = /** @type {((inputs: Failure_UnauthorizedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_UnauthorizedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_unauthorized(inputs)
	if (locale === "en-XA") return __en_xa2.failure_unauthorized(inputs)
	return __en.failure_unauthorized(inputs)
});
/**
* | output |
* | --- |
* | "The freight service answered \"{op}\" with an unexpected HTTP status {status}." |
*
* @param {Failure_Unexpected_StatusInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_unexpected_status = /** @type {((inputs: Failure_Unexpected_StatusInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Unexpected_StatusInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_unexpected_status(inputs)
	if (locale === "en-XA") return __en_xa2.failure_unexpected_status(inputs)
	return __en.failure_unexpected_status(inputs)
});
/**
* | output |
* | --- |
* | "Freight Desk has no function called {channel}." |
*
* @param {Failure_Unknown_ChannelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_unknown_channel = /** @type {((inputs: Failure_Unknown_ChannelInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Unknown_ChannelInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_unknown_channel(inputs)
	if (locale === "en-XA") return __en_xa2.failure_unknown_channel(inputs)
	return __en.failure_unknown_channel(inputs)
});
/**
* | output |
* | --- |
* | "It may or may not have been carried out: check {check} before trying again." |
*
* @param {Failure_Unknown_OutcomeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_unknown_outcome = /** @type {((inputs: Failure_Unknown_OutcomeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Unknown_OutcomeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_unknown_outcome(inputs)
	if (locale === "en-XA") return __en_xa2.failure_unknown_outcome(inputs)
	return __en.failure_unknown_outcome(inputs)
});
/**
* | output |
* | --- |
* | "The freight service sent an answer to \"{op}\" that Freight Desk cannot read ({problem})." |
*
* @param {Failure_UnreadableInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_unreadable = /** @type {((inputs: Failure_UnreadableInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_UnreadableInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_unreadable(inputs)
	if (locale === "en-XA") return __en_xa2.failure_unreadable(inputs)
	return __en.failure_unreadable(inputs)
});
/**
* | output |
* | --- |
* | "The freight service accepted \"{op}\" but sent an answer Freight Desk cannot read ({problem})." |
*
* @param {Failure_Unreadable_AcceptedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_unreadable_accepted = /** @type {((inputs: Failure_Unreadable_AcceptedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Unreadable_AcceptedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_unreadable_accepted(inputs)
	if (locale === "en-XA") return __en_xa2.failure_unreadable_accepted(inputs)
	return __en.failure_unreadable_accepted(inputs)
});
/**
* | output |
* | --- |
* | "Loading" |
*
* @param {LoadingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const loading = /** @type {((inputs?: LoadingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<LoadingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.loading(inputs)
	if (locale === "en-XA") return __en_xa2.loading(inputs)
	return __en.loading(inputs)
});
/**
* | output |
* | --- |
* | "What went wrong and when, written to a file on this computer. Keys, secrets and tokens are never written to it." |
*
* @param {Logs_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const logs_description = /** @type {((inputs?: Logs_DescriptionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Logs_DescriptionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.logs_description(inputs)
	if (locale === "en-XA") return __en_xa2.logs_description(inputs)
	return __en.logs_description(inputs)
});
/**
* | output |
* | --- |
* | "Could not show the logs" |
*
* @param {Logs_Show_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const logs_show_failed = /** @type {((inputs?: Logs_Show_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Logs_Show_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.logs_show_failed(inputs)
	if (locale === "en-XA") return __en_xa2.logs_show_failed(inputs)
	return __en.logs_show_failed(inputs)
});
/**
* | output |
* | --- |
* | "Logs" |
*
* @param {Logs_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const logs_title = /** @type {((inputs?: Logs_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Logs_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.logs_title(inputs)
	if (locale === "en-XA") return __en_xa2.logs_title(inputs)
	return __en.logs_title(inputs)
});
/**
* | output |
* | --- |
* | "About {app}" |
*
* @param {Menu_AboutInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_about = /** @type {((inputs: Menu_AboutInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_AboutInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.menu_about(inputs)
	if (locale === "en-XA") return __en_xa2.menu_about(inputs)
	return __en.menu_about(inputs)
});
/**
* | output |
* | --- |
* | "Actual Size" |
*
* @param {Menu_Actual_SizeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_actual_size = /** @type {((inputs?: Menu_Actual_SizeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_Actual_SizeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.menu_actual_size(inputs)
	if (locale === "en-XA") return __en_xa2.menu_actual_size(inputs)
	return __en.menu_actual_size(inputs)
});
/**
* | output |
* | --- |
* | "Bring All to Front" |
*
* @param {Menu_Bring_All_To_FrontInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_bring_all_to_front = /** @type {((inputs?: Menu_Bring_All_To_FrontInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_Bring_All_To_FrontInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.menu_bring_all_to_front(inputs)
	if (locale === "en-XA") return __en_xa2.menu_bring_all_to_front(inputs)
	return __en.menu_bring_all_to_front(inputs)
});
/**
* | output |
* | --- |
* | "Close Window" |
*
* @param {Menu_Close_WindowInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_close_window = /** @type {((inputs?: Menu_Close_WindowInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_Close_WindowInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.menu_close_window(inputs)
	if (locale === "en-XA") return __en_xa2.menu_close_window(inputs)
	return __en.menu_close_window(inputs)
});
/**
* | output |
* | --- |
* | "Copy" |
*
* @param {Menu_CopyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_copy = /** @type {((inputs?: Menu_CopyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_CopyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.menu_copy(inputs)
	if (locale === "en-XA") return __en_xa2.menu_copy(inputs)
	return __en.menu_copy(inputs)
});
/**
* | output |
* | --- |
* | "Cut" |
*
* @param {Menu_CutInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_cut = /** @type {((inputs?: Menu_CutInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_CutInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.menu_cut(inputs)
	if (locale === "en-XA") return __en_xa2.menu_cut(inputs)
	return __en.menu_cut(inputs)
});
/**
* | output |
* | --- |
* | "Edit" |
*
* @param {Menu_EditInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_edit = /** @type {((inputs?: Menu_EditInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_EditInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.menu_edit(inputs)
	if (locale === "en-XA") return __en_xa2.menu_edit(inputs)
	return __en.menu_edit(inputs)
});
/**
* | output |
* | --- |
* | "Exit" |
*
* @param {Menu_ExitInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_exit = /** @type {((inputs?: Menu_ExitInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_ExitInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.menu_exit(inputs)
	if (locale === "en-XA") return __en_xa2.menu_exit(inputs)
	return __en.menu_exit(inputs)
});
/**
* | output |
* | --- |
* | "File" |
*
* @param {Menu_FileInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_file = /** @type {((inputs?: Menu_FileInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_FileInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.menu_file(inputs)
	if (locale === "en-XA") return __en_xa2.menu_file(inputs)
	return __en.menu_file(inputs)
});
/**
* | output |
* | --- |
* | "Toggle Full Screen" |
*
* @param {Menu_Full_ScreenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_full_screen = /** @type {((inputs?: Menu_Full_ScreenInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_Full_ScreenInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.menu_full_screen(inputs)
	if (locale === "en-XA") return __en_xa2.menu_full_screen(inputs)
	return __en.menu_full_screen(inputs)
});
/**
* | output |
* | --- |
* | "Go" |
*
* @param {Menu_GoInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_go = /** @type {((inputs?: Menu_GoInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_GoInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.menu_go(inputs)
	if (locale === "en-XA") return __en_xa2.menu_go(inputs)
	return __en.menu_go(inputs)
});
/**
* | output |
* | --- |
* | "Help" |
*
* @param {Menu_HelpInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_help = /** @type {((inputs?: Menu_HelpInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_HelpInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.menu_help(inputs)
	if (locale === "en-XA") return __en_xa2.menu_help(inputs)
	return __en.menu_help(inputs)
});
/**
* | output |
* | --- |
* | "Hide {app}" |
*
* @param {Menu_HideInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_hide = /** @type {((inputs: Menu_HideInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_HideInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.menu_hide(inputs)
	if (locale === "en-XA") return __en_xa2.menu_hide(inputs)
	return __en.menu_hide(inputs)
});
/**
* | output |
* | --- |
* | "Hide Others" |
*
* @param {Menu_Hide_OthersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_hide_others = /** @type {((inputs?: Menu_Hide_OthersInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_Hide_OthersInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.menu_hide_others(inputs)
	if (locale === "en-XA") return __en_xa2.menu_hide_others(inputs)
	return __en.menu_hide_others(inputs)
});
/**
* | output |
* | --- |
* | "Minimize" |
*
* @param {Menu_MinimizeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_minimize = /** @type {((inputs?: Menu_MinimizeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_MinimizeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.menu_minimize(inputs)
	if (locale === "en-XA") return __en_xa2.menu_minimize(inputs)
	return __en.menu_minimize(inputs)
});
/**
* | output |
* | --- |
* | "Paste" |
*
* @param {Menu_PasteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_paste = /** @type {((inputs?: Menu_PasteInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_PasteInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.menu_paste(inputs)
	if (locale === "en-XA") return __en_xa2.menu_paste(inputs)
	return __en.menu_paste(inputs)
});
/**
* | output |
* | --- |
* | "Quit {app}" |
*
* @param {Menu_QuitInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_quit = /** @type {((inputs: Menu_QuitInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_QuitInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.menu_quit(inputs)
	if (locale === "en-XA") return __en_xa2.menu_quit(inputs)
	return __en.menu_quit(inputs)
});
/**
* | output |
* | --- |
* | "Redo" |
*
* @param {Menu_RedoInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_redo = /** @type {((inputs?: Menu_RedoInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_RedoInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.menu_redo(inputs)
	if (locale === "en-XA") return __en_xa2.menu_redo(inputs)
	return __en.menu_redo(inputs)
});
/**
* | output |
* | --- |
* | "Select All" |
*
* @param {Menu_Select_AllInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_select_all = /** @type {((inputs?: Menu_Select_AllInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_Select_AllInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.menu_select_all(inputs)
	if (locale === "en-XA") return __en_xa2.menu_select_all(inputs)
	return __en.menu_select_all(inputs)
});
/**
* | output |
* | --- |
* | "Services" |
*
* @param {Menu_ServicesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_services = /** @type {((inputs?: Menu_ServicesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_ServicesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.menu_services(inputs)
	if (locale === "en-XA") return __en_xa2.menu_services(inputs)
	return __en.menu_services(inputs)
});
/**
* | output |
* | --- |
* | "Show All" |
*
* @param {Menu_Show_AllInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_show_all = /** @type {((inputs?: Menu_Show_AllInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_Show_AllInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.menu_show_all(inputs)
	if (locale === "en-XA") return __en_xa2.menu_show_all(inputs)
	return __en.menu_show_all(inputs)
});
/**
* | output |
* | --- |
* | "Show logs" |
*
* @param {Menu_Show_LogsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_show_logs = /** @type {((inputs?: Menu_Show_LogsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_Show_LogsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.menu_show_logs(inputs)
	if (locale === "en-XA") return __en_xa2.menu_show_logs(inputs)
	return __en.menu_show_logs(inputs)
});
/**
* | output |
* | --- |
* | "Undo" |
*
* @param {Menu_UndoInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_undo = /** @type {((inputs?: Menu_UndoInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_UndoInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.menu_undo(inputs)
	if (locale === "en-XA") return __en_xa2.menu_undo(inputs)
	return __en.menu_undo(inputs)
});
/**
* | output |
* | --- |
* | "View" |
*
* @param {Menu_ViewInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_view = /** @type {((inputs?: Menu_ViewInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_ViewInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.menu_view(inputs)
	if (locale === "en-XA") return __en_xa2.menu_view(inputs)
	return __en.menu_view(inputs)
});
/**
* | output |
* | --- |
* | "Window" |
*
* @param {Menu_WindowInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_window = /** @type {((inputs?: Menu_WindowInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_WindowInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.menu_window(inputs)
	if (locale === "en-XA") return __en_xa2.menu_window(inputs)
	return __en.menu_window(inputs)
});
/**
* | output |
* | --- |
* | "Zoom" |
*
* @param {Menu_ZoomInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_zoom = /** @type {((inputs?: Menu_ZoomInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_ZoomInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.menu_zoom(inputs)
	if (locale === "en-XA") return __en_xa2.menu_zoom(inputs)
	return __en.menu_zoom(inputs)
});
/**
* | output |
* | --- |
* | "Zoom In" |
*
* @param {Menu_Zoom_InInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_zoom_in = /** @type {((inputs?: Menu_Zoom_InInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_Zoom_InInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.menu_zoom_in(inputs)
	if (locale === "en-XA") return __en_xa2.menu_zoom_in(inputs)
	return __en.menu_zoom_in(inputs)
});
/**
* | output |
* | --- |
* | "Zoom Out" |
*
* @param {Menu_Zoom_OutInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_zoom_out = /** @type {((inputs?: Menu_Zoom_OutInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_Zoom_OutInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.menu_zoom_out(inputs)
	if (locale === "en-XA") return __en_xa2.menu_zoom_out(inputs)
	return __en.menu_zoom_out(inputs)
});
/**
* | output |
* | --- |
* | "Reference" |
*
* @param {Nav_Group_ReferenceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const nav_group_reference = /** @type {((inputs?: Nav_Group_ReferenceInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Group_ReferenceInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.nav_group_reference(inputs)
	if (locale === "en-XA") return __en_xa2.nav_group_reference(inputs)
	return __en.nav_group_reference(inputs)
});
/**
* | output |
* | --- |
* | "Shipments" |
*
* @param {Nav_Group_WorkInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const nav_group_work = /** @type {((inputs?: Nav_Group_WorkInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Group_WorkInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.nav_group_work(inputs)
	if (locale === "en-XA") return __en_xa2.nav_group_work(inputs)
	return __en.nav_group_work(inputs)
});
/**
* | output |
* | --- |
* | "Main" |
*
* @param {Nav_MainInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const nav_main = /** @type {((inputs?: Nav_MainInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_MainInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.nav_main(inputs)
	if (locale === "en-XA") return __en_xa2.nav_main(inputs)
	return __en.nav_main(inputs)
});
/**
* | output |
* | --- |
* | "This page is the inside of the Freight Desk app and needs the app around it to reach the freight service. Open Freight Desk itself (or the web harness, npm r..." |
*
* @param {No_Bridge_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const no_bridge_body = /** @type {((inputs?: No_Bridge_BodyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<No_Bridge_BodyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.no_bridge_body(inputs)
	if (locale === "en-XA") return __en_xa2.no_bridge_body(inputs)
	return __en.no_bridge_body(inputs)
});
/**
* | output |
* | --- |
* | "Freight Desk cannot start here" |
*
* @param {No_Bridge_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const no_bridge_title = /** @type {((inputs?: No_Bridge_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<No_Bridge_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.no_bridge_title(inputs)
	if (locale === "en-XA") return __en_xa2.no_bridge_title(inputs)
	return __en.no_bridge_title(inputs)
});
/**
* | output |
* | --- |
* | "New in the list" |
*
* @param {Notice_AddedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notice_added = /** @type {((inputs?: Notice_AddedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_AddedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_added(inputs)
	if (locale === "en-XA") return __en_xa2.notice_added(inputs)
	return __en.notice_added(inputs)
});
/**
* | output |
* | --- |
* | "Customs: {from} → {to}" |
*
* @param {Notice_CustomsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notice_customs = /** @type {((inputs: Notice_CustomsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_CustomsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_customs(inputs)
	if (locale === "en-XA") return __en_xa2.notice_customs(inputs)
	return __en.notice_customs(inputs)
});
/**
* | output |
* | --- |
* | "ETA moved: {from} → {to}" |
*
* @param {Notice_Eta_MovedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notice_eta_moved = /** @type {((inputs: Notice_Eta_MovedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Eta_MovedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_eta_moved(inputs)
	if (locale === "en-XA") return __en_xa2.notice_eta_moved(inputs)
	return __en.notice_eta_moved(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} new tracking message" |
* | * | "{count} new tracking messages" |
*
* @param {Notice_MessagesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notice_messages = /** @type {((inputs: Notice_MessagesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_MessagesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_messages(inputs)
	if (locale === "en-XA") return __en_xa2.notice_messages(inputs)
	return __en.notice_messages(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} new tracking message: “{latest}”" |
* | * | "{count} new tracking messages: “{latest}”" |
*
* @param {Notice_Messages_LatestInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notice_messages_latest = /** @type {((inputs: Notice_Messages_LatestInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Messages_LatestInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_messages_latest(inputs)
	if (locale === "en-XA") return __en_xa2.notice_messages_latest(inputs)
	return __en.notice_messages_latest(inputs)
});
/**
* | output |
* | --- |
* | "none" |
*
* @param {Notice_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notice_none = /** @type {((inputs?: Notice_NoneInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_NoneInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_none(inputs)
	if (locale === "en-XA") return __en_xa2.notice_none(inputs)
	return __en.notice_none(inputs)
});
/**
* | output |
* | --- |
* | "Pickup moved: {from} → {to}" |
*
* @param {Notice_Pickup_MovedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notice_pickup_moved = /** @type {((inputs: Notice_Pickup_MovedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Pickup_MovedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_pickup_moved(inputs)
	if (locale === "en-XA") return __en_xa2.notice_pickup_moved(inputs)
	return __en.notice_pickup_moved(inputs)
});
/**
* | output |
* | --- |
* | "Shipment {code}" |
*
* @param {Notice_ShipmentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notice_shipment = /** @type {((inputs: Notice_ShipmentInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_ShipmentInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_shipment(inputs)
	if (locale === "en-XA") return __en_xa2.notice_shipment(inputs)
	return __en.notice_shipment(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} shipment changed" |
* | * | "{count} shipments changed" |
*
* @param {Notice_Shipments_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notice_shipments_changed = /** @type {((inputs: Notice_Shipments_ChangedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Shipments_ChangedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_shipments_changed(inputs)
	if (locale === "en-XA") return __en_xa2.notice_shipments_changed(inputs)
	return __en.notice_shipments_changed(inputs)
});
/**
* | output |
* | --- |
* | "Status: {from} → {to}" |
*
* @param {Notice_StatusInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notice_status = /** @type {((inputs: Notice_StatusInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_StatusInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_status(inputs)
	if (locale === "en-XA") return __en_xa2.notice_status(inputs)
	return __en.notice_status(inputs)
});
/**
* | output |
* | --- |
* | "No longer listed by the service (kept here)" |
*
* @param {Notice_UnlistedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notice_unlisted = /** @type {((inputs?: Notice_UnlistedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_UnlistedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_unlisted(inputs)
	if (locale === "en-XA") return __en_xa2.notice_unlisted(inputs)
	return __en.notice_unlisted(inputs)
});
/**
* | output |
* | --- |
* | "Dismiss notification {title}" |
*
* @param {Notices_Dismiss_OneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notices_dismiss_one = /** @type {((inputs: Notices_Dismiss_OneInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notices_Dismiss_OneInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notices_dismiss_one(inputs)
	if (locale === "en-XA") return __en_xa2.notices_dismiss_one(inputs)
	return __en.notices_dismiss_one(inputs)
});
/**
* | output |
* | --- |
* | "Dismiss (Esc)" |
*
* @param {Notices_Dismiss_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notices_dismiss_title = /** @type {((inputs?: Notices_Dismiss_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notices_Dismiss_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notices_dismiss_title(inputs)
	if (locale === "en-XA") return __en_xa2.notices_dismiss_title(inputs)
	return __en.notices_dismiss_title(inputs)
});
/**
* | output |
* | --- |
* | "Open in Tracking · Esc to dismiss" |
*
* @param {Notices_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notices_hint = /** @type {((inputs?: Notices_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notices_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notices_hint(inputs)
	if (locale === "en-XA") return __en_xa2.notices_hint(inputs)
	return __en.notices_hint(inputs)
});
/**
* | output |
* | --- |
* | "Notifications" |
*
* @param {Notices_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notices_label = /** @type {((inputs?: Notices_LabelInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notices_LabelInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notices_label(inputs)
	if (locale === "en-XA") return __en_xa2.notices_label(inputs)
	return __en.notices_label(inputs)
});
/**
* | output |
* | --- |
* | "What a sync found changed in your shipments, one notification per sync; clicking one opens the shipment, or Tracking when many changed. Nothing is notified f..." |
*
* @param {Notifications_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notifications_description = /** @type {((inputs?: Notifications_DescriptionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_DescriptionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notifications_description(inputs)
	if (locale === "en-XA") return __en_xa2.notifications_description(inputs)
	return __en.notifications_description(inputs)
});
/**
* | output |
* | --- |
* | "Notify me about" |
*
* @param {Notifications_Notify_AboutInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notifications_notify_about = /** @type {((inputs?: Notifications_Notify_AboutInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Notify_AboutInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notifications_notify_about(inputs)
	if (locale === "en-XA") return __en_xa2.notifications_notify_about(inputs)
	return __en.notifications_notify_about(inputs)
});
/**
* | output |
* | --- |
* | "Could not read the notification settings" |
*
* @param {Notifications_Read_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notifications_read_failed = /** @type {((inputs?: Notifications_Read_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Read_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notifications_read_failed(inputs)
	if (locale === "en-XA") return __en_xa2.notifications_read_failed(inputs)
	return __en.notifications_read_failed(inputs)
});
/**
* | output |
* | --- |
* | "Could not save the notification settings" |
*
* @param {Notifications_Save_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notifications_save_failed = /** @type {((inputs?: Notifications_Save_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Save_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notifications_save_failed(inputs)
	if (locale === "en-XA") return __en_xa2.notifications_save_failed(inputs)
	return __en.notifications_save_failed(inputs)
});
/**
* | output |
* | --- |
* | "Freight Desk keeps trying on its own." |
*
* @param {Offline_Keeps_TryingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const offline_keeps_trying = /** @type {((inputs?: Offline_Keeps_TryingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_Keeps_TryingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.offline_keeps_trying(inputs)
	if (locale === "en-XA") return __en_xa2.offline_keeps_trying(inputs)
	return __en.offline_keeps_trying(inputs)
});
/**
* | output |
* | --- |
* | "It last answered {when}." |
*
* @param {Offline_Last_AnsweredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const offline_last_answered = /** @type {((inputs: Offline_Last_AnsweredInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_Last_AnsweredInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.offline_last_answered(inputs)
	if (locale === "en-XA") return __en_xa2.offline_last_answered(inputs)
	return __en.offline_last_answered(inputs)
});
/**
* | output |
* | --- |
* | "It has not answered since the desk started." |
*
* @param {Offline_Never_AnsweredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const offline_never_answered = /** @type {((inputs?: Offline_Never_AnsweredInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_Never_AnsweredInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.offline_never_answered(inputs)
	if (locale === "en-XA") return __en_xa2.offline_never_answered(inputs)
	return __en.offline_never_answered(inputs)
});
/**
* | output |
* | --- |
* | "The service cannot be reached" |
*
* @param {Offline_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const offline_title = /** @type {((inputs?: Offline_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.offline_title(inputs)
	if (locale === "en-XA") return __en_xa2.offline_title(inputs)
	return __en.offline_title(inputs)
});
/**
* | output |
* | --- |
* | "Shipments, quotes and documents show as stored, each marked with the time it was fetched (\"as of\"). Actions that need the service (rate, book, upload, switch..." |
*
* @param {Offline_What_WorksInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const offline_what_works = /** @type {((inputs?: Offline_What_WorksInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_What_WorksInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.offline_what_works(inputs)
	if (locale === "en-XA") return __en_xa2.offline_what_works(inputs)
	return __en.offline_what_works(inputs)
});
/**
* | output |
* | --- |
* | "Get a bearer token with the API key and secret" |
*
* @param {Op_Auth_TokenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_auth_token = /** @type {((inputs?: Op_Auth_TokenInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Auth_TokenInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.op_auth_token(inputs)
	if (locale === "en-XA") return __en_xa2.op_auth_token(inputs)
	return __en.op_auth_token(inputs)
});
/**
* | output |
* | --- |
* | "Book a shipment of boxes" |
*
* @param {Op_Booking_BoxesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_booking_boxes = /** @type {((inputs?: Op_Booking_BoxesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Booking_BoxesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.op_booking_boxes(inputs)
	if (locale === "en-XA") return __en_xa2.op_booking_boxes(inputs)
	return __en.op_booking_boxes(inputs)
});
/**
* | output |
* | --- |
* | "Book a shipment of pallets" |
*
* @param {Op_Booking_PalletsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_booking_pallets = /** @type {((inputs?: Op_Booking_PalletsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Booking_PalletsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.op_booking_pallets(inputs)
	if (locale === "en-XA") return __en_xa2.op_booking_pallets(inputs)
	return __en.op_booking_pallets(inputs)
});
/**
* | output |
* | --- |
* | "Book a full-container sea shipment" |
*
* @param {Op_Booking_Sea_FclInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_booking_sea_fcl = /** @type {((inputs?: Op_Booking_Sea_FclInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Booking_Sea_FclInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.op_booking_sea_fcl(inputs)
	if (locale === "en-XA") return __en_xa2.op_booking_sea_fcl(inputs)
	return __en.op_booking_sea_fcl(inputs)
});
/**
* | output |
* | --- |
* | "Book a less-than-container sea shipment" |
*
* @param {Op_Booking_Sea_LclInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_booking_sea_lcl = /** @type {((inputs?: Op_Booking_Sea_LclInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Booking_Sea_LclInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.op_booking_sea_lcl(inputs)
	if (locale === "en-XA") return __en_xa2.op_booking_sea_lcl(inputs)
	return __en.op_booking_sea_lcl(inputs)
});
/**
* | output |
* | --- |
* | "the shipment's document checklist (Documents)" |
*
* @param {Op_Check_DocumentsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_check_documents = /** @type {((inputs?: Op_Check_DocumentsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Check_DocumentsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.op_check_documents(inputs)
	if (locale === "en-XA") return __en_xa2.op_check_documents(inputs)
	return __en.op_check_documents(inputs)
});
/**
* | output |
* | --- |
* | "the saved quotes (Quotes)" |
*
* @param {Op_Check_QuotesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_check_quotes = /** @type {((inputs?: Op_Check_QuotesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Check_QuotesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.op_check_quotes(inputs)
	if (locale === "en-XA") return __en_xa2.op_check_quotes(inputs)
	return __en.op_check_quotes(inputs)
});
/**
* | output |
* | --- |
* | "the service's records" |
*
* @param {Op_Check_Service_RecordsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_check_service_records = /** @type {((inputs?: Op_Check_Service_RecordsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Check_Service_RecordsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.op_check_service_records(inputs)
	if (locale === "en-XA") return __en_xa2.op_check_service_records(inputs)
	return __en.op_check_service_records(inputs)
});
/**
* | output |
* | --- |
* | "the shipment's detail (Tracking)" |
*
* @param {Op_Check_Shipment_DetailInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_check_shipment_detail = /** @type {((inputs?: Op_Check_Shipment_DetailInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Check_Shipment_DetailInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.op_check_shipment_detail(inputs)
	if (locale === "en-XA") return __en_xa2.op_check_shipment_detail(inputs)
	return __en.op_check_shipment_detail(inputs)
});
/**
* | output |
* | --- |
* | "the shipment list (Tracking) for a new shipment" |
*
* @param {Op_Check_Shipment_ListInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_check_shipment_list = /** @type {((inputs?: Op_Check_Shipment_ListInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Check_Shipment_ListInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.op_check_shipment_list(inputs)
	if (locale === "en-XA") return __en_xa2.op_check_shipment_list(inputs)
	return __en.op_check_shipment_list(inputs)
});
/**
* | output |
* | --- |
* | "the tariff report of the contract (Tariffs)" |
*
* @param {Op_Check_TariffsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_check_tariffs = /** @type {((inputs?: Op_Check_TariffsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Check_TariffsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.op_check_tariffs(inputs)
	if (locale === "en-XA") return __en_xa2.op_check_tariffs(inputs)
	return __en.op_check_tariffs(inputs)
});
/**
* | output |
* | --- |
* | "Download a shipment document" |
*
* @param {Op_Documents_DownloadInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_documents_download = /** @type {((inputs?: Op_Documents_DownloadInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Documents_DownloadInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.op_documents_download(inputs)
	if (locale === "en-XA") return __en_xa2.op_documents_download(inputs)
	return __en.op_documents_download(inputs)
});
/**
* | output |
* | --- |
* | "List the documents of a shipment" |
*
* @param {Op_Documents_ListInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_documents_list = /** @type {((inputs?: Op_Documents_ListInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Documents_ListInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.op_documents_list(inputs)
	if (locale === "en-XA") return __en_xa2.op_documents_list(inputs)
	return __en.op_documents_list(inputs)
});
/**
* | output |
* | --- |
* | "Upload a shipment document" |
*
* @param {Op_Documents_UploadInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_documents_upload = /** @type {((inputs?: Op_Documents_UploadInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Documents_UploadInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.op_documents_upload(inputs)
	if (locale === "en-XA") return __en_xa2.op_documents_upload(inputs)
	return __en.op_documents_upload(inputs)
});
/**
* | output |
* | --- |
* | "Find airports by name, city or IATA code" |
*
* @param {Op_Lookup_AirportsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_lookup_airports = /** @type {((inputs?: Op_Lookup_AirportsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Lookup_AirportsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.op_lookup_airports(inputs)
	if (locale === "en-XA") return __en_xa2.op_lookup_airports(inputs)
	return __en.op_lookup_airports(inputs)
});
/**
* | output |
* | --- |
* | "List maritime container types" |
*
* @param {Op_Lookup_ContainersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_lookup_containers = /** @type {((inputs?: Op_Lookup_ContainersInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Lookup_ContainersInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.op_lookup_containers(inputs)
	if (locale === "en-XA") return __en_xa2.op_lookup_containers(inputs)
	return __en.op_lookup_containers(inputs)
});
/**
* | output |
* | --- |
* | "List pallet types" |
*
* @param {Op_Lookup_Pallet_TypesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_lookup_pallet_types = /** @type {((inputs?: Op_Lookup_Pallet_TypesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Lookup_Pallet_TypesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.op_lookup_pallet_types(inputs)
	if (locale === "en-XA") return __en_xa2.op_lookup_pallet_types(inputs)
	return __en.op_lookup_pallet_types(inputs)
});
/**
* | output |
* | --- |
* | "Find maritime ports by city name" |
*
* @param {Op_Lookup_PortsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_lookup_ports = /** @type {((inputs?: Op_Lookup_PortsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Lookup_PortsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.op_lookup_ports(inputs)
	if (locale === "en-XA") return __en_xa2.op_lookup_ports(inputs)
	return __en.op_lookup_ports(inputs)
});
/**
* | output |
* | --- |
* | "Find postal code locations by country and city or code" |
*
* @param {Op_Lookup_Postal_CodesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_lookup_postal_codes = /** @type {((inputs?: Op_Lookup_Postal_CodesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Lookup_Postal_CodesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.op_lookup_postal_codes(inputs)
	if (locale === "en-XA") return __en_xa2.op_lookup_postal_codes(inputs)
	return __en.op_lookup_postal_codes(inputs)
});
/**
* | output |
* | --- |
* | "Pickup time windows offered for a shipment" |
*
* @param {Op_Pickup_TimesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_pickup_times = /** @type {((inputs?: Op_Pickup_TimesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Pickup_TimesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.op_pickup_times(inputs)
	if (locale === "en-XA") return __en_xa2.op_pickup_times(inputs)
	return __en.op_pickup_times(inputs)
});
/**
* | output |
* | --- |
* | "Delete a saved quote" |
*
* @param {Op_Quotes_DeleteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_quotes_delete = /** @type {((inputs?: Op_Quotes_DeleteInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Quotes_DeleteInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.op_quotes_delete(inputs)
	if (locale === "en-XA") return __en_xa2.op_quotes_delete(inputs)
	return __en.op_quotes_delete(inputs)
});
/**
* | output |
* | --- |
* | "List saved quotes" |
*
* @param {Op_Quotes_ListInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_quotes_list = /** @type {((inputs?: Op_Quotes_ListInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Quotes_ListInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.op_quotes_list(inputs)
	if (locale === "en-XA") return __en_xa2.op_quotes_list(inputs)
	return __en.op_quotes_list(inputs)
});
/**
* | output |
* | --- |
* | "Save a rate as a quote" |
*
* @param {Op_Quotes_SaveInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_quotes_save = /** @type {((inputs?: Op_Quotes_SaveInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Quotes_SaveInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.op_quotes_save(inputs)
	if (locale === "en-XA") return __en_xa2.op_quotes_save(inputs)
	return __en.op_quotes_save(inputs)
});
/**
* | output |
* | --- |
* | "Rate an air shipment" |
*
* @param {Op_Rates_AirInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_rates_air = /** @type {((inputs?: Op_Rates_AirInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Rates_AirInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.op_rates_air(inputs)
	if (locale === "en-XA") return __en_xa2.op_rates_air(inputs)
	return __en.op_rates_air(inputs)
});
/**
* | output |
* | --- |
* | "Rate a shipment of boxes" |
*
* @param {Op_Rates_BoxesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_rates_boxes = /** @type {((inputs?: Op_Rates_BoxesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Rates_BoxesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.op_rates_boxes(inputs)
	if (locale === "en-XA") return __en_xa2.op_rates_boxes(inputs)
	return __en.op_rates_boxes(inputs)
});
/**
* | output |
* | --- |
* | "Rate a shipment of pallets" |
*
* @param {Op_Rates_PalletsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_rates_pallets = /** @type {((inputs?: Op_Rates_PalletsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Rates_PalletsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.op_rates_pallets(inputs)
	if (locale === "en-XA") return __en_xa2.op_rates_pallets(inputs)
	return __en.op_rates_pallets(inputs)
});
/**
* | output |
* | --- |
* | "Rate a full-container sea shipment" |
*
* @param {Op_Rates_Sea_FclInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_rates_sea_fcl = /** @type {((inputs?: Op_Rates_Sea_FclInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Rates_Sea_FclInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.op_rates_sea_fcl(inputs)
	if (locale === "en-XA") return __en_xa2.op_rates_sea_fcl(inputs)
	return __en.op_rates_sea_fcl(inputs)
});
/**
* | output |
* | --- |
* | "Rate a less-than-container sea shipment" |
*
* @param {Op_Rates_Sea_LclInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_rates_sea_lcl = /** @type {((inputs?: Op_Rates_Sea_LclInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Rates_Sea_LclInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.op_rates_sea_lcl(inputs)
	if (locale === "en-XA") return __en_xa2.op_rates_sea_lcl(inputs)
	return __en.op_rates_sea_lcl(inputs)
});
/**
* | output |
* | --- |
* | "Sign in" |
*
* @param {Op_Sign_InInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_sign_in = /** @type {((inputs?: Op_Sign_InInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Sign_InInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.op_sign_in(inputs)
	if (locale === "en-XA") return __en_xa2.op_sign_in(inputs)
	return __en.op_sign_in(inputs)
});
/**
* | output |
* | --- |
* | "Query the tariff report" |
*
* @param {Op_Tariffs_ReportInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_tariffs_report = /** @type {((inputs?: Op_Tariffs_ReportInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Tariffs_ReportInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.op_tariffs_report(inputs)
	if (locale === "en-XA") return __en_xa2.op_tariffs_report(inputs)
	return __en.op_tariffs_report(inputs)
});
/**
* | output |
* | --- |
* | "Upload maritime tariff files" |
*
* @param {Op_Tariffs_UploadInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_tariffs_upload = /** @type {((inputs?: Op_Tariffs_UploadInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Tariffs_UploadInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.op_tariffs_upload(inputs)
	if (locale === "en-XA") return __en_xa2.op_tariffs_upload(inputs)
	return __en.op_tariffs_upload(inputs)
});
/**
* | output |
* | --- |
* | "Read the detail of a shipment" |
*
* @param {Op_Tracking_DetailInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_tracking_detail = /** @type {((inputs?: Op_Tracking_DetailInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Tracking_DetailInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.op_tracking_detail(inputs)
	if (locale === "en-XA") return __en_xa2.op_tracking_detail(inputs)
	return __en.op_tracking_detail(inputs)
});
/**
* | output |
* | --- |
* | "Read the tracking messages of a shipment" |
*
* @param {Op_Tracking_MessagesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_tracking_messages = /** @type {((inputs?: Op_Tracking_MessagesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Tracking_MessagesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.op_tracking_messages(inputs)
	if (locale === "en-XA") return __en_xa2.op_tracking_messages(inputs)
	return __en.op_tracking_messages(inputs)
});
/**
* | output |
* | --- |
* | "List shipments with tracking data" |
*
* @param {Op_Tracking_ShipmentsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_tracking_shipments = /** @type {((inputs?: Op_Tracking_ShipmentsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Tracking_ShipmentsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.op_tracking_shipments(inputs)
	if (locale === "en-XA") return __en_xa2.op_tracking_shipments(inputs)
	return __en.op_tracking_shipments(inputs)
});
/**
* | output |
* | --- |
* | "Switch tracking of a shipment on or off" |
*
* @param {Op_Tracking_SwitchInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_tracking_switch = /** @type {((inputs?: Op_Tracking_SwitchInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Tracking_SwitchInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.op_tracking_switch(inputs)
	if (locale === "en-XA") return __en_xa2.op_tracking_switch(inputs)
	return __en.op_tracking_switch(inputs)
});
/**
* | output |
* | --- |
* | "Open Settings" |
*
* @param {Open_SettingsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const open_settings = /** @type {((inputs?: Open_SettingsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Open_SettingsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.open_settings(inputs)
	if (locale === "en-XA") return __en_xa2.open_settings(inputs)
	return __en.open_settings(inputs)
});
/**
* | output |
* | --- |
* | "Outcome unknown: {what}" |
*
* @param {Outcome_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const outcome_unknown = /** @type {((inputs: Outcome_UnknownInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcome_UnknownInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.outcome_unknown(inputs)
	if (locale === "en-XA") return __en_xa2.outcome_unknown(inputs)
	return __en.outcome_unknown(inputs)
});
/**
* | output |
* | --- |
* | "Air freight" |
*
* @param {Pdf_Air_FreightInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_air_freight = /** @type {((inputs?: Pdf_Air_FreightInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Air_FreightInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_air_freight(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_air_freight(inputs)
	return __en.pdf_air_freight(inputs)
});
/**
* | output |
* | --- |
* | "All-in price: every charge listed is included" |
*
* @param {Pdf_All_In_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_all_in_note = /** @type {((inputs?: Pdf_All_In_NoteInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_All_In_NoteInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_all_in_note(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_all_in_note(inputs)
	return __en.pdf_all_in_note(inputs)
});
/**
* | output |
* | --- |
* | "As quoted" |
*
* @param {Pdf_As_QuotedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_as_quoted = /** @type {((inputs?: Pdf_As_QuotedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_As_QuotedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_as_quoted(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_as_quoted(inputs)
	return __en.pdf_as_quoted(inputs)
});
/**
* | output |
* | --- |
* | "Carrier" |
*
* @param {Pdf_CarrierInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_carrier = /** @type {((inputs?: Pdf_CarrierInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_CarrierInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_carrier(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_carrier(inputs)
	return __en.pdf_carrier(inputs)
});
/**
* | output |
* | --- |
* | "Carrier notes" |
*
* @param {Pdf_Carrier_NotesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_carrier_notes = /** @type {((inputs?: Pdf_Carrier_NotesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Carrier_NotesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_carrier_notes(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_carrier_notes(inputs)
	return __en.pdf_carrier_notes(inputs)
});
/**
* | output |
* | --- |
* | "Charge" |
*
* @param {Pdf_ChargeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_charge = /** @type {((inputs?: Pdf_ChargeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_ChargeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_charge(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_charge(inputs)
	return __en.pdf_charge(inputs)
});
/**
* | output |
* | --- |
* | "Chargeable weight" |
*
* @param {Pdf_Chargeable_WeightInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_chargeable_weight = /** @type {((inputs?: Pdf_Chargeable_WeightInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Chargeable_WeightInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_chargeable_weight(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_chargeable_weight(inputs)
	return __en.pdf_chargeable_weight(inputs)
});
/**
* | output |
* | --- |
* | "Charges in {currency}" |
*
* @param {Pdf_Charges_InInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_charges_in = /** @type {((inputs: Pdf_Charges_InInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Charges_InInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_charges_in(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_charges_in(inputs)
	return __en.pdf_charges_in(inputs)
});
/**
* | output |
* | --- |
* | "Amount" |
*
* @param {Pdf_Col_AmountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_col_amount = /** @type {((inputs?: Pdf_Col_AmountInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Col_AmountInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_col_amount(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_col_amount(inputs)
	return __en.pdf_col_amount(inputs)
});
/**
* | output |
* | --- |
* | "Basis" |
*
* @param {Pdf_Col_BasisInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_col_basis = /** @type {((inputs?: Pdf_Col_BasisInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Col_BasisInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_col_basis(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_col_basis(inputs)
	return __en.pdf_col_basis(inputs)
});
/**
* | output |
* | --- |
* | "Charge" |
*
* @param {Pdf_Col_ChargeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_col_charge = /** @type {((inputs?: Pdf_Col_ChargeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Col_ChargeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_col_charge(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_col_charge(inputs)
	return __en.pdf_col_charge(inputs)
});
/**
* | output |
* | --- |
* | "Container" |
*
* @param {Pdf_Col_ContainerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_col_container = /** @type {((inputs?: Pdf_Col_ContainerInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Col_ContainerInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_col_container(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_col_container(inputs)
	return __en.pdf_col_container(inputs)
});
/**
* | output |
* | --- |
* | "Counted from" |
*
* @param {Pdf_Col_Counted_FromInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_col_counted_from = /** @type {((inputs?: Pdf_Col_Counted_FromInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Col_Counted_FromInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_col_counted_from(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_col_counted_from(inputs)
	return __en.pdf_col_counted_from(inputs)
});
/**
* | output |
* | --- |
* | "Free days" |
*
* @param {Pdf_Col_Free_DaysInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_col_free_days = /** @type {((inputs?: Pdf_Col_Free_DaysInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Col_Free_DaysInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_col_free_days(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_col_free_days(inputs)
	return __en.pdf_col_free_days(inputs)
});
/**
* | output |
* | --- |
* | "Free time" |
*
* @param {Pdf_Col_Free_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_col_free_time = /** @type {((inputs?: Pdf_Col_Free_TimeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Col_Free_TimeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_col_free_time(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_col_free_time(inputs)
	return __en.pdf_col_free_time(inputs)
});
/**
* | output |
* | --- |
* | "Penalty" |
*
* @param {Pdf_Col_PenaltyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_col_penalty = /** @type {((inputs?: Pdf_Col_PenaltyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Col_PenaltyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_col_penalty(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_col_penalty(inputs)
	return __en.pdf_col_penalty(inputs)
});
/**
* | output |
* | --- |
* | "Then per day" |
*
* @param {Pdf_Col_Per_DayInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_col_per_day = /** @type {((inputs?: Pdf_Col_Per_DayInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Col_Per_DayInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_col_per_day(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_col_per_day(inputs)
	return __en.pdf_col_per_day(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} box" |
* | * | "{count} boxes" |
*
* @param {Pdf_Count_BoxesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_count_boxes = /** @type {((inputs: Pdf_Count_BoxesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Count_BoxesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_count_boxes(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_count_boxes(inputs)
	return __en.pdf_count_boxes(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} cargo line" |
* | * | "{count} cargo lines" |
*
* @param {Pdf_Count_Cargo_LinesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_count_cargo_lines = /** @type {((inputs: Pdf_Count_Cargo_LinesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Count_Cargo_LinesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_count_cargo_lines(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_count_cargo_lines(inputs)
	return __en.pdf_count_cargo_lines(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} container" |
* | * | "{count} containers" |
*
* @param {Pdf_Count_ContainersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_count_containers = /** @type {((inputs: Pdf_Count_ContainersInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Count_ContainersInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_count_containers(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_count_containers(inputs)
	return __en.pdf_count_containers(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} pallet" |
* | * | "{count} pallets" |
*
* @param {Pdf_Count_PalletsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_count_pallets = /** @type {((inputs: Pdf_Count_PalletsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Count_PalletsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_count_pallets(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_count_pallets(inputs)
	return __en.pdf_count_pallets(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "({count} piece)" |
* | * | "({count} pieces)" |
*
* @param {Pdf_Count_PiecesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_count_pieces = /** @type {((inputs: Pdf_Count_PiecesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Count_PiecesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_count_pieces(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_count_pieces(inputs)
	return __en.pdf_count_pieces(inputs)
});
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
	if (locale === "es") return __es.pdf_days(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_days(inputs)
	return __en.pdf_days(inputs)
});
/**
* | output |
* | --- |
* | "Delivery" |
*
* @param {Pdf_DeliveryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_delivery = /** @type {((inputs?: Pdf_DeliveryInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_DeliveryInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_delivery(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_delivery(inputs)
	return __en.pdf_delivery(inputs)
});
/**
* | output |
* | --- |
* | "{kind}, every charge included" |
*
* @param {Pdf_Every_Charge_IncludedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_every_charge_included = /** @type {((inputs: Pdf_Every_Charge_IncludedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Every_Charge_IncludedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_every_charge_included(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_every_charge_included(inputs)
	return __en.pdf_every_charge_included(inputs)
});
/**
* | output |
* | --- |
* | "Flights" |
*
* @param {Pdf_FlightsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_flights = /** @type {((inputs?: Pdf_FlightsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_FlightsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_flights(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_flights(inputs)
	return __en.pdf_flights(inputs)
});
/**
* | output |
* | --- |
* | "Free time" |
*
* @param {Pdf_Free_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_free_time = /** @type {((inputs?: Pdf_Free_TimeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Free_TimeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_free_time(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_free_time(inputs)
	return __en.pdf_free_time(inputs)
});
/**
* | output |
* | --- |
* | "From" |
*
* @param {Pdf_FromInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_from = /** @type {((inputs?: Pdf_FromInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_FromInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_from(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_from(inputs)
	return __en.pdf_from(inputs)
});
/**
* | output |
* | --- |
* | "Please give {quote} when you book." |
*
* @param {Pdf_Give_Quote_NumberInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_give_quote_number = /** @type {((inputs: Pdf_Give_Quote_NumberInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Give_Quote_NumberInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_give_quote_number(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_give_quote_number(inputs)
	return __en.pdf_give_quote_number(inputs)
});
/**
* | output |
* | --- |
* | "Goods" |
*
* @param {Pdf_GoodsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_goods = /** @type {((inputs?: Pdf_GoodsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_GoodsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_goods(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_goods(inputs)
	return __en.pdf_goods(inputs)
});
/**
* | output |
* | --- |
* | "Included" |
*
* @param {Pdf_IncludedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_included = /** @type {((inputs?: Pdf_IncludedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_IncludedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_included(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_included(inputs)
	return __en.pdf_included(inputs)
});
/**
* | output |
* | --- |
* | "Issued {date}" |
*
* @param {Pdf_IssuedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_issued = /** @type {((inputs: Pdf_IssuedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_IssuedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_issued(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_issued(inputs)
	return __en.pdf_issued(inputs)
});
/**
* | output |
* | --- |
* | "Air" |
*
* @param {Pdf_Mode_AirInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_mode_air = /** @type {((inputs?: Pdf_Mode_AirInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Mode_AirInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_mode_air(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_mode_air(inputs)
	return __en.pdf_mode_air(inputs)
});
/**
* | output |
* | --- |
* | "Boxes" |
*
* @param {Pdf_Mode_BoxesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_mode_boxes = /** @type {((inputs?: Pdf_Mode_BoxesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Mode_BoxesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_mode_boxes(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_mode_boxes(inputs)
	return __en.pdf_mode_boxes(inputs)
});
/**
* | output |
* | --- |
* | "Pallets" |
*
* @param {Pdf_Mode_PalletsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_mode_pallets = /** @type {((inputs?: Pdf_Mode_PalletsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Mode_PalletsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_mode_pallets(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_mode_pallets(inputs)
	return __en.pdf_mode_pallets(inputs)
});
/**
* | output |
* | --- |
* | "Sea FCL (full container)" |
*
* @param {Pdf_Mode_Sea_FclInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_mode_sea_fcl = /** @type {((inputs?: Pdf_Mode_Sea_FclInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Mode_Sea_FclInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_mode_sea_fcl(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_mode_sea_fcl(inputs)
	return __en.pdf_mode_sea_fcl(inputs)
});
/**
* | output |
* | --- |
* | "Sea LCL (groupage)" |
*
* @param {Pdf_Mode_Sea_LclInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_mode_sea_lcl = /** @type {((inputs?: Pdf_Mode_Sea_LclInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Mode_Sea_LclInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_mode_sea_lcl(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_mode_sea_lcl(inputs)
	return __en.pdf_mode_sea_lcl(inputs)
});
/**
* | output |
* | --- |
* | "No expiry given" |
*
* @param {Pdf_No_ExpiryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_no_expiry = /** @type {((inputs?: Pdf_No_ExpiryInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_No_ExpiryInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_no_expiry(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_no_expiry(inputs)
	return __en.pdf_no_expiry(inputs)
});
/**
* | output |
* | --- |
* | "Notes" |
*
* @param {Pdf_NotesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_notes = /** @type {((inputs?: Pdf_NotesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_NotesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_notes(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_notes(inputs)
	return __en.pdf_notes(inputs)
});
/**
* | output |
* | --- |
* | "On request" |
*
* @param {Pdf_On_RequestInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_on_request = /** @type {((inputs?: Pdf_On_RequestInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_On_RequestInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_on_request(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_on_request(inputs)
	return __en.pdf_on_request(inputs)
});
/**
* | output |
* | --- |
* | "Pickup" |
*
* @param {Pdf_PickupInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_pickup = /** @type {((inputs?: Pdf_PickupInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_PickupInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_pickup(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_pickup(inputs)
	return __en.pdf_pickup(inputs)
});
/**
* | output |
* | --- |
* | "Pre-booking: the carrier confirms the vessel and dates" |
*
* @param {Pdf_Pre_BookingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_pre_booking = /** @type {((inputs?: Pdf_Pre_BookingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Pre_BookingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_pre_booking(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_pre_booking(inputs)
	return __en.pdf_pre_booking(inputs)
});
/**
* | output |
* | --- |
* | "The price includes every charge for this service." |
*
* @param {Pdf_Price_Includes_AllInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_price_includes_all = /** @type {((inputs?: Pdf_Price_Includes_AllInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Price_Includes_AllInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_price_includes_all(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_price_includes_all(inputs)
	return __en.pdf_price_includes_all(inputs)
});
/**
* | output |
* | --- |
* | "QUOTATION" |
*
* @param {Pdf_QuotationInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_quotation = /** @type {((inputs?: Pdf_QuotationInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_QuotationInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_quotation(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_quotation(inputs)
	return __en.pdf_quotation(inputs)
});
/**
* | output |
* | --- |
* | "Quote" |
*
* @param {Pdf_Quote_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_quote_label = /** @type {((inputs?: Pdf_Quote_LabelInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Quote_LabelInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_quote_label(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_quote_label(inputs)
	return __en.pdf_quote_label(inputs)
});
/**
* | output |
* | --- |
* | "Ref." |
*
* @param {Pdf_Ref_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_ref_label = /** @type {((inputs?: Pdf_Ref_LabelInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Ref_LabelInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_ref_label(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_ref_label(inputs)
	return __en.pdf_ref_label(inputs)
});
/**
* | output |
* | --- |
* | "Ref. {reference}" |
*
* @param {Pdf_ReferenceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_reference = /** @type {((inputs: Pdf_ReferenceInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_ReferenceInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_reference(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_reference(inputs)
	return __en.pdf_reference(inputs)
});
/**
* | output |
* | --- |
* | "Sailing" |
*
* @param {Pdf_SailingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_sailing = /** @type {((inputs?: Pdf_SailingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_SailingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_sailing(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_sailing(inputs)
	return __en.pdf_sailing(inputs)
});
/**
* | output |
* | --- |
* | "Saved quote" |
*
* @param {Pdf_Saved_QuoteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_saved_quote = /** @type {((inputs?: Pdf_Saved_QuoteInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Saved_QuoteInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_saved_quote(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_saved_quote(inputs)
	return __en.pdf_saved_quote(inputs)
});
/**
* | output |
* | --- |
* | "Surcharge" |
*
* @param {Pdf_SurchargeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_surcharge = /** @type {((inputs?: Pdf_SurchargeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_SurchargeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_surcharge(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_surcharge(inputs)
	return __en.pdf_surcharge(inputs)
});
/**
* | output |
* | --- |
* | "incl. {percent}% tax" |
*
* @param {Pdf_Tax_IncludedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_tax_included = /** @type {((inputs: Pdf_Tax_IncludedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Tax_IncludedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_tax_included(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_tax_included(inputs)
	return __en.pdf_tax_included(inputs)
});
/**
* | output |
* | --- |
* | "Prices as quoted by {carrier}; subject to space and equipment at booking." |
*
* @param {Pdf_TermsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_terms = /** @type {((inputs: Pdf_TermsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_TermsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_terms(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_terms(inputs)
	return __en.pdf_terms(inputs)
});
/**
* | output |
* | --- |
* | "Prices as quoted by {carrier}, valid until {date}; subject to space and equipment at booking." |
*
* @param {Pdf_Terms_ValidInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_terms_valid = /** @type {((inputs: Pdf_Terms_ValidInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Terms_ValidInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_terms_valid(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_terms_valid(inputs)
	return __en.pdf_terms_valid(inputs)
});
/**
* | output |
* | --- |
* | "To" |
*
* @param {Pdf_ToInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_to = /** @type {((inputs?: Pdf_ToInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_ToInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_to(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_to(inputs)
	return __en.pdf_to(inputs)
});
/**
* | output |
* | --- |
* | "All-in price given by the carrier" |
*
* @param {Pdf_Total_All_InInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_total_all_in = /** @type {((inputs?: Pdf_Total_All_InInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Total_All_InInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_total_all_in(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_total_all_in(inputs)
	return __en.pdf_total_all_in(inputs)
});
/**
* | output |
* | --- |
* | "Total of the quote, charges included" |
*
* @param {Pdf_Total_Of_QuoteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_total_of_quote = /** @type {((inputs?: Pdf_Total_Of_QuoteInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Total_Of_QuoteInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_total_of_quote(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_total_of_quote(inputs)
	return __en.pdf_total_of_quote(inputs)
});
/**
* | output |
* | --- |
* | "Total price" |
*
* @param {Pdf_Total_PriceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_total_price = /** @type {((inputs?: Pdf_Total_PriceInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Total_PriceInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_total_price(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_total_price(inputs)
	return __en.pdf_total_price(inputs)
});
/**
* | output |
* | --- |
* | "The carrier’s price plus the surcharges listed" |
*
* @param {Pdf_Total_Price_And_SurchargesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_total_price_and_surcharges = /** @type {((inputs?: Pdf_Total_Price_And_SurchargesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Total_Price_And_SurchargesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_total_price_and_surcharges(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_total_price_and_surcharges(inputs)
	return __en.pdf_total_price_and_surcharges(inputs)
});
/**
* | output |
* | --- |
* | "Sum of the charges listed" |
*
* @param {Pdf_Total_Sum_Of_ChargesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_total_sum_of_charges = /** @type {((inputs?: Pdf_Total_Sum_Of_ChargesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Total_Sum_Of_ChargesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_total_sum_of_charges(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_total_sum_of_charges(inputs)
	return __en.pdf_total_sum_of_charges(inputs)
});
/**
* | output |
* | --- |
* | "Transit" |
*
* @param {Pdf_TransitInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_transit = /** @type {((inputs?: Pdf_TransitInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_TransitInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_transit(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_transit(inputs)
	return __en.pdf_transit(inputs)
});
/**
* | output |
* | --- |
* | "an unnamed currency" |
*
* @param {Pdf_Unnamed_CurrencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_unnamed_currency = /** @type {((inputs?: Pdf_Unnamed_CurrencyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Unnamed_CurrencyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_unnamed_currency(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_unnamed_currency(inputs)
	return __en.pdf_unnamed_currency(inputs)
});
/**
* | output |
* | --- |
* | "Valid until {date}" |
*
* @param {Pdf_Valid_UntilInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_valid_until = /** @type {((inputs: Pdf_Valid_UntilInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Valid_UntilInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_valid_until(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_valid_until(inputs)
	return __en.pdf_valid_until(inputs)
});
/**
* | output |
* | --- |
* | "Vessel" |
*
* @param {Pdf_VesselInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_vessel = /** @type {((inputs?: Pdf_VesselInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_VesselInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_vessel(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_vessel(inputs)
	return __en.pdf_vessel(inputs)
});
/**
* | output |
* | --- |
* | "Via" |
*
* @param {Pdf_ViaInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_via = /** @type {((inputs?: Pdf_ViaInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_ViaInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_via(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_via(inputs)
	return __en.pdf_via(inputs)
});
/**
* | output |
* | --- |
* | "Penalty" |
*
* @param {PenaltyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const penalty = /** @type {((inputs?: PenaltyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<PenaltyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.penalty(inputs)
	if (locale === "en-XA") return __en_xa2.penalty(inputs)
	return __en.penalty(inputs)
});
/**
* | output |
* | --- |
* | "Connect Freight Desk to your account on a freight service. You get the API key and secret from the service operator." |
*
* @param {Profile_Form_Add_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_add_description = /** @type {((inputs?: Profile_Form_Add_DescriptionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Form_Add_DescriptionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profile_form_add_description(inputs)
	if (locale === "en-XA") return __en_xa2.profile_form_add_description(inputs)
	return __en.profile_form_add_description(inputs)
});
/**
* | output |
* | --- |
* | "Add a service profile" |
*
* @param {Profile_Form_Add_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_add_title = /** @type {((inputs?: Profile_Form_Add_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Form_Add_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profile_form_add_title(inputs)
	if (locale === "en-XA") return __en_xa2.profile_form_add_title(inputs)
	return __en.profile_form_add_title(inputs)
});
/**
* | output |
* | --- |
* | "API key" |
*
* @param {Profile_Form_Api_KeyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_api_key = /** @type {((inputs?: Profile_Form_Api_KeyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Form_Api_KeyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profile_form_api_key(inputs)
	if (locale === "en-XA") return __en_xa2.profile_form_api_key(inputs)
	return __en.profile_form_api_key(inputs)
});
/**
* | output |
* | --- |
* | "API secret" |
*
* @param {Profile_Form_Api_SecretInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_api_secret = /** @type {((inputs?: Profile_Form_Api_SecretInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Form_Api_SecretInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profile_form_api_secret(inputs)
	if (locale === "en-XA") return __en_xa2.profile_form_api_secret(inputs)
	return __en.profile_form_api_secret(inputs)
});
/**
* | output |
* | --- |
* | "Base URL" |
*
* @param {Profile_Form_Base_UrlInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_base_url = /** @type {((inputs?: Profile_Form_Base_UrlInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Form_Base_UrlInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profile_form_base_url(inputs)
	if (locale === "en-XA") return __en_xa2.profile_form_base_url(inputs)
	return __en.profile_form_base_url(inputs)
});
/**
* | output |
* | --- |
* | "https://… (plain http only for a service on this computer)." |
*
* @param {Profile_Form_Base_Url_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_base_url_hint = /** @type {((inputs?: Profile_Form_Base_Url_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Form_Base_Url_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profile_form_base_url_hint(inputs)
	if (locale === "en-XA") return __en_xa2.profile_form_base_url_hint(inputs)
	return __en.profile_form_base_url_hint(inputs)
});
/**
* | output |
* | --- |
* | "https://api.example.com" |
*
* @param {Profile_Form_Base_Url_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_base_url_placeholder = /** @type {((inputs?: Profile_Form_Base_Url_PlaceholderInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Form_Base_Url_PlaceholderInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profile_form_base_url_placeholder(inputs)
	if (locale === "en-XA") return __en_xa2.profile_form_base_url_placeholder(inputs)
	return __en.profile_form_base_url_placeholder(inputs)
});
/**
* | output |
* | --- |
* | "Change the name or address, or replace the API key and secret." |
*
* @param {Profile_Form_Edit_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_edit_description = /** @type {((inputs?: Profile_Form_Edit_DescriptionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Form_Edit_DescriptionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profile_form_edit_description(inputs)
	if (locale === "en-XA") return __en_xa2.profile_form_edit_description(inputs)
	return __en.profile_form_edit_description(inputs)
});
/**
* | output |
* | --- |
* | "Edit “{name}”" |
*
* @param {Profile_Form_Edit_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_edit_title = /** @type {((inputs: Profile_Form_Edit_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Form_Edit_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profile_form_edit_title(inputs)
	if (locale === "en-XA") return __en_xa2.profile_form_edit_title(inputs)
	return __en.profile_form_edit_title(inputs)
});
/**
* | output |
* | --- |
* | "Leave empty to keep the stored key." |
*
* @param {Profile_Form_Keep_KeyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_keep_key = /** @type {((inputs?: Profile_Form_Keep_KeyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Form_Keep_KeyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profile_form_keep_key(inputs)
	if (locale === "en-XA") return __en_xa2.profile_form_keep_key(inputs)
	return __en.profile_form_keep_key(inputs)
});
/**
* | output |
* | --- |
* | "Leave empty to keep the stored secret." |
*
* @param {Profile_Form_Keep_SecretInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_keep_secret = /** @type {((inputs?: Profile_Form_Keep_SecretInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Form_Keep_SecretInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profile_form_keep_secret(inputs)
	if (locale === "en-XA") return __en_xa2.profile_form_keep_secret(inputs)
	return __en.profile_form_keep_secret(inputs)
});
/**
* | output |
* | --- |
* | "Name" |
*
* @param {Profile_Form_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_name = /** @type {((inputs?: Profile_Form_NameInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Form_NameInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profile_form_name(inputs)
	if (locale === "en-XA") return __en_xa2.profile_form_name(inputs)
	return __en.profile_form_name(inputs)
});
/**
* | output |
* | --- |
* | "How the profile appears in the status bar, e.g. “Production”." |
*
* @param {Profile_Form_Name_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_name_hint = /** @type {((inputs?: Profile_Form_Name_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Form_Name_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profile_form_name_hint(inputs)
	if (locale === "en-XA") return __en_xa2.profile_form_name_hint(inputs)
	return __en.profile_form_name_hint(inputs)
});
/**
* | output |
* | --- |
* | "The base URL now points at {typed}, not {saved}. Freight Desk sends the stored key and secret only to the server they were entered for, so this change needs ..." |
*
* @param {Profile_Form_New_Server_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_new_server_body = /** @type {((inputs: Profile_Form_New_Server_BodyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Form_New_Server_BodyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profile_form_new_server_body(inputs)
	if (locale === "en-XA") return __en_xa2.profile_form_new_server_body(inputs)
	return __en.profile_form_new_server_body(inputs)
});
/**
* | output |
* | --- |
* | "New server: enter its API key and secret" |
*
* @param {Profile_Form_New_Server_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_new_server_title = /** @type {((inputs?: Profile_Form_New_Server_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Form_New_Server_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profile_form_new_server_title(inputs)
	if (locale === "en-XA") return __en_xa2.profile_form_new_server_title(inputs)
	return __en.profile_form_new_server_title(inputs)
});
/**
* | output |
* | --- |
* | "The profile was not saved" |
*
* @param {Profile_Form_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_not_saved = /** @type {((inputs?: Profile_Form_Not_SavedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Form_Not_SavedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profile_form_not_saved(inputs)
	if (locale === "en-XA") return __en_xa2.profile_form_not_saved(inputs)
	return __en.profile_form_not_saved(inputs)
});
/**
* | output |
* | --- |
* | "Required for the new server (see the note above)." |
*
* @param {Profile_Form_Required_New_ServerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_required_new_server = /** @type {((inputs?: Profile_Form_Required_New_ServerInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Form_Required_New_ServerInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profile_form_required_new_server(inputs)
	if (locale === "en-XA") return __en_xa2.profile_form_required_new_server(inputs)
	return __en.profile_form_required_new_server(inputs)
});
/**
* | output |
* | --- |
* | "Save profile" |
*
* @param {Profile_Form_SaveInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_save = /** @type {((inputs?: Profile_Form_SaveInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Form_SaveInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profile_form_save(inputs)
	if (locale === "en-XA") return __en_xa2.profile_form_save(inputs)
	return __en.profile_form_save(inputs)
});
/**
* | output |
* | --- |
* | "Saved “{name}”. Stored in the system keychain." |
*
* @param {Profile_Form_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_saved = /** @type {((inputs: Profile_Form_SavedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Form_SavedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profile_form_saved(inputs)
	if (locale === "en-XA") return __en_xa2.profile_form_saved(inputs)
	return __en.profile_form_saved(inputs)
});
/**
* | output |
* | --- |
* | "Stored in the system keychain; Freight Desk never shows it again." |
*
* @param {Profile_Form_Secret_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_secret_hint = /** @type {((inputs?: Profile_Form_Secret_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Form_Secret_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profile_form_secret_hint(inputs)
	if (locale === "en-XA") return __en_xa2.profile_form_secret_hint(inputs)
	return __en.profile_form_secret_hint(inputs)
});
/**
* | output |
* | --- |
* | "Active" |
*
* @param {Profiles_ActiveInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_active = /** @type {((inputs?: Profiles_ActiveInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_ActiveInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profiles_active(inputs)
	if (locale === "en-XA") return __en_xa2.profiles_active(inputs)
	return __en.profiles_active(inputs)
});
/**
* | output |
* | --- |
* | "Base URL:" |
*
* @param {Profiles_Base_Url_SaidInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_base_url_said = /** @type {((inputs?: Profiles_Base_Url_SaidInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Base_Url_SaidInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profiles_base_url_said(inputs)
	if (locale === "en-XA") return __en_xa2.profiles_base_url_said(inputs)
	return __en.profiles_base_url_said(inputs)
});
/**
* | output |
* | --- |
* | "Connection profiles" |
*
* @param {Profiles_CaptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_caption = /** @type {((inputs?: Profiles_CaptionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_CaptionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profiles_caption(inputs)
	if (locale === "en-XA") return __en_xa2.profiles_caption(inputs)
	return __en.profiles_caption(inputs)
});
/**
* | output |
* | --- |
* | "Actions" |
*
* @param {Profiles_Col_ActionsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_col_actions = /** @type {((inputs?: Profiles_Col_ActionsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Col_ActionsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profiles_col_actions(inputs)
	if (locale === "en-XA") return __en_xa2.profiles_col_actions(inputs)
	return __en.profiles_col_actions(inputs)
});
/**
* | output |
* | --- |
* | "Credentials" |
*
* @param {Profiles_Col_CredentialsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_col_credentials = /** @type {((inputs?: Profiles_Col_CredentialsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Col_CredentialsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profiles_col_credentials(inputs)
	if (locale === "en-XA") return __en_xa2.profiles_col_credentials(inputs)
	return __en.profiles_col_credentials(inputs)
});
/**
* | output |
* | --- |
* | "Profile" |
*
* @param {Profiles_Col_ProfileInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_col_profile = /** @type {((inputs?: Profiles_Col_ProfileInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Col_ProfileInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profiles_col_profile(inputs)
	if (locale === "en-XA") return __en_xa2.profiles_col_profile(inputs)
	return __en.profiles_col_profile(inputs)
});
/**
* | output |
* | --- |
* | "Built-in demo credentials" |
*
* @param {Profiles_Demo_CredentialsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_demo_credentials = /** @type {((inputs?: Profiles_Demo_CredentialsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Demo_CredentialsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profiles_demo_credentials(inputs)
	if (locale === "en-XA") return __en_xa2.profiles_demo_credentials(inputs)
	return __en.profiles_demo_credentials(inputs)
});
/**
* | output |
* | --- |
* | "The service Freight Desk works with. The embedded sandbox runs on this computer with demo data and needs no account." |
*
* @param {Profiles_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_description = /** @type {((inputs?: Profiles_DescriptionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_DescriptionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profiles_description(inputs)
	if (locale === "en-XA") return __en_xa2.profiles_description(inputs)
	return __en.profiles_description(inputs)
});
/**
* | output |
* | --- |
* | "Editing" |
*
* @param {Profiles_EditingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_editing = /** @type {((inputs?: Profiles_EditingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_EditingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profiles_editing(inputs)
	if (locale === "en-XA") return __en_xa2.profiles_editing(inputs)
	return __en.profiles_editing(inputs)
});
/**
* | output |
* | --- |
* | "Loading profiles…" |
*
* @param {Profiles_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_loading = /** @type {((inputs?: Profiles_LoadingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_LoadingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profiles_loading(inputs)
	if (locale === "en-XA") return __en_xa2.profiles_loading(inputs)
	return __en.profiles_loading(inputs)
});
/**
* | output |
* | --- |
* | "Not stored: edit to add them" |
*
* @param {Profiles_Not_StoredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_not_stored = /** @type {((inputs?: Profiles_Not_StoredInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Not_StoredInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profiles_not_stored(inputs)
	if (locale === "en-XA") return __en_xa2.profiles_not_stored(inputs)
	return __en.profiles_not_stored(inputs)
});
/**
* | output |
* | --- |
* | "Could not read the profiles" |
*
* @param {Profiles_Read_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_read_failed = /** @type {((inputs?: Profiles_Read_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Read_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profiles_read_failed(inputs)
	if (locale === "en-XA") return __en_xa2.profiles_read_failed(inputs)
	return __en.profiles_read_failed(inputs)
});
/**
* | output |
* | --- |
* | "Freight Desk forgets this profile and deletes its API key and secret from the system keychain. This cannot be undone." |
*
* @param {Profiles_Remove_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_remove_body = /** @type {((inputs?: Profiles_Remove_BodyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Remove_BodyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profiles_remove_body(inputs)
	if (locale === "en-XA") return __en_xa2.profiles_remove_body(inputs)
	return __en.profiles_remove_body(inputs)
});
/**
* | output |
* | --- |
* | "Freight Desk forgets this profile and deletes its API key and secret from the system keychain. This cannot be undone; the app switches back to the Sandbox." |
*
* @param {Profiles_Remove_Body_ActiveInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_remove_body_active = /** @type {((inputs?: Profiles_Remove_Body_ActiveInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Remove_Body_ActiveInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profiles_remove_body_active(inputs)
	if (locale === "en-XA") return __en_xa2.profiles_remove_body_active(inputs)
	return __en.profiles_remove_body_active(inputs)
});
/**
* | output |
* | --- |
* | "Remove profile" |
*
* @param {Profiles_Remove_ConfirmInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_remove_confirm = /** @type {((inputs?: Profiles_Remove_ConfirmInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Remove_ConfirmInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profiles_remove_confirm(inputs)
	if (locale === "en-XA") return __en_xa2.profiles_remove_confirm(inputs)
	return __en.profiles_remove_confirm(inputs)
});
/**
* | output |
* | --- |
* | "Could not remove “{name}”" |
*
* @param {Profiles_Remove_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_remove_failed = /** @type {((inputs: Profiles_Remove_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Remove_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profiles_remove_failed(inputs)
	if (locale === "en-XA") return __en_xa2.profiles_remove_failed(inputs)
	return __en.profiles_remove_failed(inputs)
});
/**
* | output |
* | --- |
* | "Remove “{name}”?" |
*
* @param {Profiles_Remove_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_remove_title = /** @type {((inputs: Profiles_Remove_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Remove_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profiles_remove_title(inputs)
	if (locale === "en-XA") return __en_xa2.profiles_remove_title(inputs)
	return __en.profiles_remove_title(inputs)
});
/**
* | output |
* | --- |
* | "Stored in the system keychain" |
*
* @param {Profiles_Stored_KeychainInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_stored_keychain = /** @type {((inputs?: Profiles_Stored_KeychainInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Stored_KeychainInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profiles_stored_keychain(inputs)
	if (locale === "en-XA") return __en_xa2.profiles_stored_keychain(inputs)
	return __en.profiles_stored_keychain(inputs)
});
/**
* | output |
* | --- |
* | "Could not switch to “{name}”" |
*
* @param {Profiles_Switch_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_switch_failed = /** @type {((inputs: Profiles_Switch_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Switch_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profiles_switch_failed(inputs)
	if (locale === "en-XA") return __en_xa2.profiles_switch_failed(inputs)
	return __en.profiles_switch_failed(inputs)
});
/**
* | output |
* | --- |
* | "Profiles" |
*
* @param {Profiles_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_title = /** @type {((inputs?: Profiles_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profiles_title(inputs)
	if (locale === "en-XA") return __en_xa2.profiles_title(inputs)
	return __en.profiles_title(inputs)
});
/**
* | output |
* | --- |
* | "Use this profile" |
*
* @param {Profiles_UseInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_use = /** @type {((inputs?: Profiles_UseInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_UseInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profiles_use(inputs)
	if (locale === "en-XA") return __en_xa2.profiles_use(inputs)
	return __en.profiles_use(inputs)
});
/**
* | output |
* | --- |
* | "In progress" |
*
* @param {Progress_In_ProgressInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const progress_in_progress = /** @type {((inputs?: Progress_In_ProgressInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Progress_In_ProgressInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.progress_in_progress(inputs)
	if (locale === "en-XA") return __en_xa2.progress_in_progress(inputs)
	return __en.progress_in_progress(inputs)
});
/**
* | output |
* | --- |
* | "Quote PDF" |
*
* @param {Quote_PdfInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quote_pdf = /** @type {((inputs?: Quote_PdfInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_PdfInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.quote_pdf(inputs)
	if (locale === "en-XA") return __en_xa2.quote_pdf(inputs)
	return __en.quote_pdf(inputs)
});
/**
* | output |
* | --- |
* | "as quoted" |
*
* @param {Quotes_As_QuotedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_as_quoted = /** @type {((inputs?: Quotes_As_QuotedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_As_QuotedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.quotes_as_quoted(inputs)
	if (locale === "en-XA") return __en_xa2.quotes_as_quoted(inputs)
	return __en.quotes_as_quoted(inputs)
});
/**
* | output |
* | --- |
* | "Book" |
*
* @param {Quotes_BookInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_book = /** @type {((inputs?: Quotes_BookInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_BookInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.quotes_book(inputs)
	if (locale === "en-XA") return __en_xa2.quotes_book(inputs)
	return __en.quotes_book(inputs)
});
/**
* | output |
* | --- |
* | "buy" |
*
* @param {Quotes_BuyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_buy = /** @type {((inputs?: Quotes_BuyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_BuyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.quotes_buy(inputs)
	if (locale === "en-XA") return __en_xa2.quotes_buy(inputs)
	return __en.quotes_buy(inputs)
});
/**
* | output |
* | --- |
* | "Actions" |
*
* @param {Quotes_Col_ActionsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_col_actions = /** @type {((inputs?: Quotes_Col_ActionsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_Col_ActionsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.quotes_col_actions(inputs)
	if (locale === "en-XA") return __en_xa2.quotes_col_actions(inputs)
	return __en.quotes_col_actions(inputs)
});
/**
* | output |
* | --- |
* | "Carrier and shipment" |
*
* @param {Quotes_Col_CarrierInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_col_carrier = /** @type {((inputs?: Quotes_Col_CarrierInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_Col_CarrierInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.quotes_col_carrier(inputs)
	if (locale === "en-XA") return __en_xa2.quotes_col_carrier(inputs)
	return __en.quotes_col_carrier(inputs)
});
/**
* | output |
* | --- |
* | "Delivery" |
*
* @param {Quotes_Col_DeliveryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_col_delivery = /** @type {((inputs?: Quotes_Col_DeliveryInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_Col_DeliveryInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.quotes_col_delivery(inputs)
	if (locale === "en-XA") return __en_xa2.quotes_col_delivery(inputs)
	return __en.quotes_col_delivery(inputs)
});
/**
* | output |
* | --- |
* | "Price" |
*
* @param {Quotes_Col_PriceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_col_price = /** @type {((inputs?: Quotes_Col_PriceInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_Col_PriceInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.quotes_col_price(inputs)
	if (locale === "en-XA") return __en_xa2.quotes_col_price(inputs)
	return __en.quotes_col_price(inputs)
});
/**
* | output |
* | --- |
* | "Transit" |
*
* @param {Quotes_Col_TransitInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_col_transit = /** @type {((inputs?: Quotes_Col_TransitInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_Col_TransitInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.quotes_col_transit(inputs)
	if (locale === "en-XA") return __en_xa2.quotes_col_transit(inputs)
	return __en.quotes_col_transit(inputs)
});
/**
* | output |
* | --- |
* | "Valid" |
*
* @param {Quotes_Col_ValidInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_col_valid = /** @type {((inputs?: Quotes_Col_ValidInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_Col_ValidInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.quotes_col_valid(inputs)
	if (locale === "en-XA") return __en_xa2.quotes_col_valid(inputs)
	return __en.quotes_col_valid(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} saved quote" |
* | * | "{shown} saved quotes" |
*
* @param {Quotes_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_count = /** @type {((inputs: Quotes_CountInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_CountInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.quotes_count(inputs)
	if (locale === "en-XA") return __en_xa2.quotes_count(inputs)
	return __en.quotes_count(inputs)
});
/**
* | output |
* | --- |
* | "Delete" |
*
* @param {Quotes_DeleteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_delete = /** @type {((inputs?: Quotes_DeleteInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_DeleteInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.quotes_delete(inputs)
	if (locale === "en-XA") return __en_xa2.quotes_delete(inputs)
	return __en.quotes_delete(inputs)
});
/**
* | output |
* | --- |
* | "This quote ({quote}) is deleted from the freight service. It cannot be booked afterwards, and this cannot be undone." |
*
* @param {Quotes_Delete_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_delete_body = /** @type {((inputs: Quotes_Delete_BodyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_Delete_BodyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.quotes_delete_body(inputs)
	if (locale === "en-XA") return __en_xa2.quotes_delete_body(inputs)
	return __en.quotes_delete_body(inputs)
});
/**
* | output |
* | --- |
* | "Delete quote" |
*
* @param {Quotes_Delete_ConfirmInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_delete_confirm = /** @type {((inputs?: Quotes_Delete_ConfirmInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_Delete_ConfirmInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.quotes_delete_confirm(inputs)
	if (locale === "en-XA") return __en_xa2.quotes_delete_confirm(inputs)
	return __en.quotes_delete_confirm(inputs)
});
/**
* | output |
* | --- |
* | "Could not delete the quote" |
*
* @param {Quotes_Delete_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_delete_failed = /** @type {((inputs?: Quotes_Delete_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_Delete_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.quotes_delete_failed(inputs)
	if (locale === "en-XA") return __en_xa2.quotes_delete_failed(inputs)
	return __en.quotes_delete_failed(inputs)
});
/**
* | output |
* | --- |
* | "Delete this quote?" |
*
* @param {Quotes_Delete_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_delete_title = /** @type {((inputs?: Quotes_Delete_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_Delete_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.quotes_delete_title(inputs)
	if (locale === "en-XA") return __en_xa2.quotes_delete_title(inputs)
	return __en.quotes_delete_title(inputs)
});
/**
* | output |
* | --- |
* | "The list below was read again: if the quote ({quote}) is still listed, it was not deleted." |
*
* @param {Quotes_Delete_Unknown_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_delete_unknown_body = /** @type {((inputs: Quotes_Delete_Unknown_BodyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_Delete_Unknown_BodyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.quotes_delete_unknown_body(inputs)
	if (locale === "en-XA") return __en_xa2.quotes_delete_unknown_body(inputs)
	return __en.quotes_delete_unknown_body(inputs)
});
/**
* | output |
* | --- |
* | "the quote may or may not have been deleted" |
*
* @param {Quotes_Delete_Unknown_WhatInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_delete_unknown_what = /** @type {((inputs?: Quotes_Delete_Unknown_WhatInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_Delete_Unknown_WhatInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.quotes_delete_unknown_what(inputs)
	if (locale === "en-XA") return __en_xa2.quotes_delete_unknown_what(inputs)
	return __en.quotes_delete_unknown_what(inputs)
});
/**
* | output |
* | --- |
* | "Quote from {carrier} deleted." |
*
* @param {Quotes_DeletedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_deleted = /** @type {((inputs: Quotes_DeletedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_DeletedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.quotes_deleted(inputs)
	if (locale === "en-XA") return __en_xa2.quotes_deleted(inputs)
	return __en.quotes_deleted(inputs)
});
/**
* | output |
* | --- |
* | "Rates saved from Rating. Book one before it expires; an expired quote must be rated again." |
*
* @param {Quotes_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_description = /** @type {((inputs?: Quotes_DescriptionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_DescriptionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.quotes_description(inputs)
	if (locale === "en-XA") return __en_xa2.quotes_description(inputs)
	return __en.quotes_description(inputs)
});
/**
* | output |
* | --- |
* | "Description" |
*
* @param {Quotes_Description_ColInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_description_col = /** @type {((inputs?: Quotes_Description_ColInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_Description_ColInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.quotes_description_col(inputs)
	if (locale === "en-XA") return __en_xa2.quotes_description_col(inputs)
	return __en.quotes_description_col(inputs)
});
/**
* | output |
* | --- |
* | "for {customer}" |
*
* @param {Quotes_For_CustomerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_for_customer = /** @type {((inputs: Quotes_For_CustomerInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_For_CustomerInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.quotes_for_customer(inputs)
	if (locale === "en-XA") return __en_xa2.quotes_for_customer(inputs)
	return __en.quotes_for_customer(inputs)
});
/**
* | output |
* | --- |
* | "Go to Rating" |
*
* @param {Quotes_Go_RatingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_go_rating = /** @type {((inputs?: Quotes_Go_RatingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_Go_RatingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.quotes_go_rating(inputs)
	if (locale === "en-XA") return __en_xa2.quotes_go_rating(inputs)
	return __en.quotes_go_rating(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Hide {shown} surcharge" |
* | * | "Hide {shown} surcharges" |
*
* @param {Quotes_Hide_SurchargesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_hide_surcharges = /** @type {((inputs: Quotes_Hide_SurchargesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_Hide_SurchargesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.quotes_hide_surcharges(inputs)
	if (locale === "en-XA") return __en_xa2.quotes_hide_surcharges(inputs)
	return __en.quotes_hide_surcharges(inputs)
});
/**
* | output |
* | --- |
* | "Could not load the saved quotes" |
*
* @param {Quotes_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_load_failed = /** @type {((inputs?: Quotes_Load_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_Load_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.quotes_load_failed(inputs)
	if (locale === "en-XA") return __en_xa2.quotes_load_failed(inputs)
	return __en.quotes_load_failed(inputs)
});
/**
* | output |
* | --- |
* | "Loading saved quotes…" |
*
* @param {Quotes_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_loading = /** @type {((inputs?: Quotes_LoadingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_LoadingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.quotes_loading(inputs)
	if (locale === "en-XA") return __en_xa2.quotes_loading(inputs)
	return __en.quotes_loading(inputs)
});
/**
* | output |
* | --- |
* | "Booking and deleting quotes need the service." |
*
* @param {Quotes_Needs_ServiceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_needs_service = /** @type {((inputs?: Quotes_Needs_ServiceInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_Needs_ServiceInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.quotes_needs_service(inputs)
	if (locale === "en-XA") return __en_xa2.quotes_needs_service(inputs)
	return __en.quotes_needs_service(inputs)
});
/**
* | output |
* | --- |
* | "no customer" |
*
* @param {Quotes_No_CustomerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_no_customer = /** @type {((inputs?: Quotes_No_CustomerInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_No_CustomerInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.quotes_no_customer(inputs)
	if (locale === "en-XA") return __en_xa2.quotes_no_customer(inputs)
	return __en.quotes_no_customer(inputs)
});
/**
* | output |
* | --- |
* | "no rule" |
*
* @param {Quotes_No_RuleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_no_rule = /** @type {((inputs?: Quotes_No_RuleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_No_RuleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.quotes_no_rule(inputs)
	if (locale === "en-XA") return __en_xa2.quotes_no_rule(inputs)
	return __en.quotes_no_rule(inputs)
});
/**
* | output |
* | --- |
* | "Rate a shipment and choose Save quote on the offer you want to keep." |
*
* @param {Quotes_None_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_none_body = /** @type {((inputs?: Quotes_None_BodyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_None_BodyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.quotes_none_body(inputs)
	if (locale === "en-XA") return __en_xa2.quotes_none_body(inputs)
	return __en.quotes_none_body(inputs)
});
/**
* | output |
* | --- |
* | "No saved quotes" |
*
* @param {Quotes_None_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_none_title = /** @type {((inputs?: Quotes_None_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_None_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.quotes_none_title(inputs)
	if (locale === "en-XA") return __en_xa2.quotes_none_title(inputs)
	return __en.quotes_none_title(inputs)
});
/**
* | output |
* | --- |
* | "Not bookable: the quote expired. Rate again for a current price." |
*
* @param {Quotes_Not_Bookable_ExpiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_not_bookable_expired = /** @type {((inputs?: Quotes_Not_Bookable_ExpiredInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_Not_Bookable_ExpiredInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.quotes_not_bookable_expired(inputs)
	if (locale === "en-XA") return __en_xa2.quotes_not_bookable_expired(inputs)
	return __en.quotes_not_bookable_expired(inputs)
});
/**
* | output |
* | --- |
* | "Not bookable: {mode} quotes cannot be booked here." |
*
* @param {Quotes_Not_Bookable_ModeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_not_bookable_mode = /** @type {((inputs: Quotes_Not_Bookable_ModeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_Not_Bookable_ModeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.quotes_not_bookable_mode(inputs)
	if (locale === "en-XA") return __en_xa2.quotes_not_bookable_mode(inputs)
	return __en.quotes_not_bookable_mode(inputs)
});
/**
* | output |
* | --- |
* | "Not bookable: the service did not say the shipment type." |
*
* @param {Quotes_Not_Bookable_No_TypeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_not_bookable_no_type = /** @type {((inputs?: Quotes_Not_Bookable_No_TypeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_Not_Bookable_No_TypeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.quotes_not_bookable_no_type(inputs)
	if (locale === "en-XA") return __en_xa2.quotes_not_bookable_no_type(inputs)
	return __en.quotes_not_bookable_no_type(inputs)
});
/**
* | output |
* | --- |
* | "Not confirmed" |
*
* @param {Quotes_Not_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_not_confirmed = /** @type {((inputs?: Quotes_Not_ConfirmedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_Not_ConfirmedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.quotes_not_confirmed(inputs)
	if (locale === "en-XA") return __en_xa2.quotes_not_confirmed(inputs)
	return __en.quotes_not_confirmed(inputs)
});
/**
* | output |
* | --- |
* | "Saved without a sell price on this desk: rate the shipment again and save it for your customer to send a PDF." |
*
* @param {Quotes_Not_PricedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_not_priced = /** @type {((inputs?: Quotes_Not_PricedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_Not_PricedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.quotes_not_priced(inputs)
	if (locale === "en-XA") return __en_xa2.quotes_not_priced(inputs)
	return __en.quotes_not_priced(inputs)
});
/**
* | output |
* | --- |
* | "buy price: not sold on this desk" |
*
* @param {Quotes_Not_Sold_HereInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_not_sold_here = /** @type {((inputs?: Quotes_Not_Sold_HereInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_Not_Sold_HereInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.quotes_not_sold_here(inputs)
	if (locale === "en-XA") return __en_xa2.quotes_not_sold_here(inputs)
	return __en.quotes_not_sold_here(inputs)
});
/**
* | output |
* | --- |
* | "Not saved: the PDF was cancelled." |
*
* @param {Quotes_Pdf_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_pdf_cancelled = /** @type {((inputs?: Quotes_Pdf_CancelledInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_Pdf_CancelledInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.quotes_pdf_cancelled(inputs)
	if (locale === "en-XA") return __en_xa2.quotes_pdf_cancelled(inputs)
	return __en.quotes_pdf_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "The quote PDF was not saved" |
*
* @param {Quotes_Pdf_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_pdf_failed = /** @type {((inputs?: Quotes_Pdf_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_Pdf_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.quotes_pdf_failed(inputs)
	if (locale === "en-XA") return __en_xa2.quotes_pdf_failed(inputs)
	return __en.quotes_pdf_failed(inputs)
});
/**
* | output |
* | --- |
* | "PDF language" |
*
* @param {Quotes_Pdf_LanguageInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_pdf_language = /** @type {((inputs?: Quotes_Pdf_LanguageInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_Pdf_LanguageInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.quotes_pdf_language(inputs)
	if (locale === "en-XA") return __en_xa2.quotes_pdf_language(inputs)
	return __en.quotes_pdf_language(inputs)
});
/**
* | output |
* | --- |
* | "Customer’s ({language})" |
*
* @param {Quotes_Pdf_Language_CustomerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_pdf_language_customer = /** @type {((inputs: Quotes_Pdf_Language_CustomerInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_Pdf_Language_CustomerInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.quotes_pdf_language_customer(inputs)
	if (locale === "en-XA") return __en_xa2.quotes_pdf_language_customer(inputs)
	return __en.quotes_pdf_language_customer(inputs)
});
/**
* | output |
* | --- |
* | "Desk’s ({language})" |
*
* @param {Quotes_Pdf_Language_DeskInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_pdf_language_desk = /** @type {((inputs: Quotes_Pdf_Language_DeskInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_Pdf_Language_DeskInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.quotes_pdf_language_desk(inputs)
	if (locale === "en-XA") return __en_xa2.quotes_pdf_language_desk(inputs)
	return __en.quotes_pdf_language_desk(inputs)
});
/**
* | output |
* | --- |
* | "Each customer’s, else {language}" |
*
* @param {Quotes_Pdf_Language_EachInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_pdf_language_each = /** @type {((inputs: Quotes_Pdf_Language_EachInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_Pdf_Language_EachInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.quotes_pdf_language_each(inputs)
	if (locale === "en-XA") return __en_xa2.quotes_pdf_language_each(inputs)
	return __en.quotes_pdf_language_each(inputs)
});
/**
* | output |
* | --- |
* | "pickup {date}" |
*
* @param {Quotes_Pickup_OnInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_pickup_on = /** @type {((inputs: Quotes_Pickup_OnInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_Pickup_OnInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.quotes_pickup_on(inputs)
	if (locale === "en-XA") return __en_xa2.quotes_pickup_on(inputs)
	return __en.quotes_pickup_on(inputs)
});
/**
* | output |
* | --- |
* | "+ margin" |
*
* @param {Quotes_Plus_MarginInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_plus_margin = /** @type {((inputs?: Quotes_Plus_MarginInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_Plus_MarginInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.quotes_plus_margin(inputs)
	if (locale === "en-XA") return __en_xa2.quotes_plus_margin(inputs)
	return __en.quotes_plus_margin(inputs)
});
/**
* | output |
* | --- |
* | "Reload" |
*
* @param {Quotes_ReloadInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_reload = /** @type {((inputs?: Quotes_ReloadInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_ReloadInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.quotes_reload(inputs)
	if (locale === "en-XA") return __en_xa2.quotes_reload(inputs)
	return __en.quotes_reload(inputs)
});
/**
* | output |
* | --- |
* | "Reload saved quotes" |
*
* @param {Quotes_Reload_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_reload_saved = /** @type {((inputs?: Quotes_Reload_SavedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_Reload_SavedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.quotes_reload_saved(inputs)
	if (locale === "en-XA") return __en_xa2.quotes_reload_saved(inputs)
	return __en.quotes_reload_saved(inputs)
});
/**
* | output |
* | --- |
* | "set by hand" |
*
* @param {Quotes_Set_By_HandInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_set_by_hand = /** @type {((inputs?: Quotes_Set_By_HandInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_Set_By_HandInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.quotes_set_by_hand(inputs)
	if (locale === "en-XA") return __en_xa2.quotes_set_by_hand(inputs)
	return __en.quotes_set_by_hand(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Show {shown} surcharge" |
* | * | "Show {shown} surcharges" |
*
* @param {Quotes_Show_SurchargesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_show_surcharges = /** @type {((inputs: Quotes_Show_SurchargesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_Show_SurchargesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.quotes_show_surcharges(inputs)
	if (locale === "en-XA") return __en_xa2.quotes_show_surcharges(inputs)
	return __en.quotes_show_surcharges(inputs)
});
/**
* | output |
* | --- |
* | "Surcharge" |
*
* @param {Quotes_SurchargeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_surcharge = /** @type {((inputs?: Quotes_SurchargeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_SurchargeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.quotes_surcharge(inputs)
	if (locale === "en-XA") return __en_xa2.quotes_surcharge(inputs)
	return __en.quotes_surcharge(inputs)
});
/**
* | output |
* | --- |
* | "Surcharges of the quote from {carrier}" |
*
* @param {Quotes_Surcharges_OfInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_surcharges_of = /** @type {((inputs: Quotes_Surcharges_OfInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_Surcharges_OfInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.quotes_surcharges_of(inputs)
	if (locale === "en-XA") return __en_xa2.quotes_surcharges_of(inputs)
	return __en.quotes_surcharges_of(inputs)
});
/**
* | output |
* | --- |
* | "Tax" |
*
* @param {Quotes_TaxInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_tax = /** @type {((inputs?: Quotes_TaxInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_TaxInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.quotes_tax(inputs)
	if (locale === "en-XA") return __en_xa2.quotes_tax(inputs)
	return __en.quotes_tax(inputs)
});
/**
* | output |
* | --- |
* | "the carrier" |
*
* @param {Quotes_The_CarrierInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_the_carrier = /** @type {((inputs?: Quotes_The_CarrierInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_The_CarrierInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.quotes_the_carrier(inputs)
	if (locale === "en-XA") return __en_xa2.quotes_the_carrier(inputs)
	return __en.quotes_the_carrier(inputs)
});
/**
* | output |
* | --- |
* | "Saved quotes" |
*
* @param {Quotes_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_title = /** @type {((inputs?: Quotes_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.quotes_title(inputs)
	if (locale === "en-XA") return __en_xa2.quotes_title(inputs)
	return __en.quotes_title(inputs)
});
/**
* | output |
* | --- |
* | "Unknown" |
*
* @param {Quotes_Type_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_type_unknown = /** @type {((inputs?: Quotes_Type_UnknownInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_Type_UnknownInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.quotes_type_unknown(inputs)
	if (locale === "en-XA") return __en_xa2.quotes_type_unknown(inputs)
	return __en.quotes_type_unknown(inputs)
});
/**
* | output |
* | --- |
* | "Unknown carrier" |
*
* @param {Quotes_Unknown_CarrierInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_unknown_carrier = /** @type {((inputs?: Quotes_Unknown_CarrierInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_Unknown_CarrierInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.quotes_unknown_carrier(inputs)
	if (locale === "en-XA") return __en_xa2.quotes_unknown_carrier(inputs)
	return __en.quotes_unknown_carrier(inputs)
});
/**
* | output |
* | --- |
* | "unknown carrier" |
*
* @param {Quotes_Unknown_Carrier_LowerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_unknown_carrier_lower = /** @type {((inputs?: Quotes_Unknown_Carrier_LowerInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_Unknown_Carrier_LowerInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.quotes_unknown_carrier_lower(inputs)
	if (locale === "en-XA") return __en_xa2.quotes_unknown_carrier_lower(inputs)
	return __en.quotes_unknown_carrier_lower(inputs)
});
/**
* | output |
* | --- |
* | "The desk has no postal-code list for {country}: if no place is suggested, type the postal code, city and region below." |
*
* @param {Rating_Address_By_HandInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_address_by_hand = /** @type {((inputs: Rating_Address_By_HandInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Address_By_HandInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_address_by_hand(inputs)
	if (locale === "en-XA") return __en_xa2.rating_address_by_hand(inputs)
	return __en.rating_address_by_hand(inputs)
});
/**
* | output |
* | --- |
* | "Filled in from the place you pick. Type them only for a place the lookup does not know." |
*
* @param {Rating_Address_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_address_hint = /** @type {((inputs?: Rating_Address_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Address_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_address_hint(inputs)
	if (locale === "en-XA") return __en_xa2.rating_address_hint(inputs)
	return __en.rating_address_hint(inputs)
});
/**
* | output |
* | --- |
* | "place" |
*
* @param {Rating_Address_NounInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_address_noun = /** @type {((inputs?: Rating_Address_NounInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Address_NounInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_address_noun(inputs)
	if (locale === "en-XA") return __en_xa2.rating_address_noun(inputs)
	return __en.rating_address_noun(inputs)
});
/**
* | output |
* | --- |
* | "08001 or Barcelona" |
*
* @param {Rating_Address_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_address_placeholder = /** @type {((inputs?: Rating_Address_PlaceholderInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Address_PlaceholderInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_address_placeholder(inputs)
	if (locale === "en-XA") return __en_xa2.rating_address_placeholder(inputs)
	return __en.rating_address_placeholder(inputs)
});
/**
* | output |
* | --- |
* | "Postal code" |
*
* @param {Rating_Address_Postal_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_address_postal_code = /** @type {((inputs?: Rating_Address_Postal_CodeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Address_Postal_CodeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_address_postal_code(inputs)
	if (locale === "en-XA") return __en_xa2.rating_address_postal_code(inputs)
	return __en.rating_address_postal_code(inputs)
});
/**
* | output |
* | --- |
* | "Region code" |
*
* @param {Rating_Address_RegionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_address_region = /** @type {((inputs?: Rating_Address_RegionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Address_RegionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_address_region(inputs)
	if (locale === "en-XA") return __en_xa2.rating_address_region(inputs)
	return __en.rating_address_region(inputs)
});
/**
* | output |
* | --- |
* | "City or postal code" |
*
* @param {Rating_Address_SearchInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_address_search = /** @type {((inputs?: Rating_Address_SearchInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Address_SearchInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_address_search(inputs)
	if (locale === "en-XA") return __en_xa2.rating_address_search(inputs)
	return __en.rating_address_search(inputs)
});
/**
* | output |
* | --- |
* | "Aircraft" |
*
* @param {Rating_Air_AircraftInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_air_aircraft = /** @type {((inputs?: Rating_Air_AircraftInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Air_AircraftInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_air_aircraft(inputs)
	if (locale === "en-XA") return __en_xa2.rating_air_aircraft(inputs)
	return __en.rating_air_aircraft(inputs)
});
/**
* | output |
* | --- |
* | "Arrives" |
*
* @param {Rating_Air_ArrivesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_air_arrives = /** @type {((inputs?: Rating_Air_ArrivesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Air_ArrivesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_air_arrives(inputs)
	if (locale === "en-XA") return __en_xa2.rating_air_arrives(inputs)
	return __en.rating_air_arrives(inputs)
});
/**
* | output |
* | --- |
* | "Chargeable weight: {weight} kg" |
*
* @param {Rating_Air_Chargeable_WeightInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_air_chargeable_weight = /** @type {((inputs: Rating_Air_Chargeable_WeightInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Air_Chargeable_WeightInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_air_chargeable_weight(inputs)
	if (locale === "en-XA") return __en_xa2.rating_air_chargeable_weight(inputs)
	return __en.rating_air_chargeable_weight(inputs)
});
/**
* | output |
* | --- |
* | "Departs" |
*
* @param {Rating_Air_DepartsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_air_departs = /** @type {((inputs?: Rating_Air_DepartsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Air_DepartsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_air_departs(inputs)
	if (locale === "en-XA") return __en_xa2.rating_air_departs(inputs)
	return __en.rating_air_departs(inputs)
});
/**
* | output |
* | --- |
* | "Flight" |
*
* @param {Rating_Air_FlightInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_air_flight = /** @type {((inputs?: Rating_Air_FlightInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Air_FlightInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_air_flight(inputs)
	if (locale === "en-XA") return __en_xa2.rating_air_flight(inputs)
	return __en.rating_air_flight(inputs)
});
/**
* | output |
* | --- |
* | "Flights" |
*
* @param {Rating_Air_FlightsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_air_flights = /** @type {((inputs?: Rating_Air_FlightsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Air_FlightsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_air_flights(inputs)
	if (locale === "en-XA") return __en_xa2.rating_air_flights(inputs)
	return __en.rating_air_flights(inputs)
});
/**
* | output |
* | --- |
* | "Freight:" |
*
* @param {Rating_Air_FreightInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_air_freight = /** @type {((inputs?: Rating_Air_FreightInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Air_FreightInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_air_freight(inputs)
	if (locale === "en-XA") return __en_xa2.rating_air_freight(inputs)
	return __en.rating_air_freight(inputs)
});
/**
* | output |
* | --- |
* | "No flights given." |
*
* @param {Rating_Air_No_FlightsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_air_no_flights = /** @type {((inputs?: Rating_Air_No_FlightsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Air_No_FlightsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_air_no_flights(inputs)
	if (locale === "en-XA") return __en_xa2.rating_air_no_flights(inputs)
	return __en.rating_air_no_flights(inputs)
});
/**
* | output |
* | --- |
* | "price + surcharges" |
*
* @param {Rating_All_In_Price_And_SurchargesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_all_in_price_and_surcharges = /** @type {((inputs?: Rating_All_In_Price_And_SurchargesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_All_In_Price_And_SurchargesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_all_in_price_and_surcharges(inputs)
	if (locale === "en-XA") return __en_xa2.rating_all_in_price_and_surcharges(inputs)
	return __en.rating_all_in_price_and_surcharges(inputs)
});
/**
* | output |
* | --- |
* | "sum of the surcharges" |
*
* @param {Rating_All_In_SurchargesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_all_in_surcharges = /** @type {((inputs?: Rating_All_In_SurchargesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_All_In_SurchargesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_all_in_surcharges(inputs)
	if (locale === "en-XA") return __en_xa2.rating_all_in_surcharges(inputs)
	return __en.rating_all_in_surcharges(inputs)
});
/**
* | output |
* | --- |
* | "Quote not saved: {message}" |
*
* @param {Rating_Announce_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_announce_not_saved = /** @type {((inputs: Rating_Announce_Not_SavedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Announce_Not_SavedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_announce_not_saved(inputs)
	if (locale === "en-XA") return __en_xa2.rating_announce_not_saved(inputs)
	return __en.rating_announce_not_saved(inputs)
});
/**
* | output |
* | --- |
* | "Quote saved." |
*
* @param {Rating_Announce_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_announce_saved = /** @type {((inputs?: Rating_Announce_SavedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Announce_SavedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_announce_saved(inputs)
	if (locale === "en-XA") return __en_xa2.rating_announce_saved(inputs)
	return __en.rating_announce_saved(inputs)
});
/**
* | output |
* | --- |
* | "Quote saved as {number}." |
*
* @param {Rating_Announce_Saved_AsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_announce_saved_as = /** @type {((inputs: Rating_Announce_Saved_AsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Announce_Saved_AsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_announce_saved_as(inputs)
	if (locale === "en-XA") return __en_xa2.rating_announce_saved_as(inputs)
	return __en.rating_announce_saved_as(inputs)
});
/**
* | output |
* | --- |
* | "Outcome unknown: the quote may or may not have been saved. Check Quotes." |
*
* @param {Rating_Announce_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_announce_unknown = /** @type {((inputs?: Rating_Announce_UnknownInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Announce_UnknownInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_announce_unknown(inputs)
	if (locale === "en-XA") return __en_xa2.rating_announce_unknown(inputs)
	return __en.rating_announce_unknown(inputs)
});
/**
* | output |
* | --- |
* | "Book" |
*
* @param {Rating_BookInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_book = /** @type {((inputs?: Rating_BookInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_BookInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_book(inputs)
	if (locale === "en-XA") return __en_xa2.rating_book(inputs)
	return __en.rating_book(inputs)
});
/**
* | output |
* | --- |
* | "Save this rate as a quote if it is not, and open its booking form" |
*
* @param {Rating_Book_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_book_title = /** @type {((inputs?: Rating_Book_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Book_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_book_title(inputs)
	if (locale === "en-XA") return __en_xa2.rating_book_title(inputs)
	return __en.rating_book_title(inputs)
});
/**
* | output |
* | --- |
* | "The save’s outcome is unknown: check Quotes before booking" |
*
* @param {Rating_Book_Unknown_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_book_unknown_title = /** @type {((inputs?: Rating_Book_Unknown_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Book_Unknown_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_book_unknown_title(inputs)
	if (locale === "en-XA") return __en_xa2.rating_book_unknown_title(inputs)
	return __en.rating_book_unknown_title(inputs)
});
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
	if (locale === "es") return __es.rating_carriers_count(inputs)
	if (locale === "en-XA") return __en_xa2.rating_carriers_count(inputs)
	return __en.rating_carriers_count(inputs)
});
/**
* | output |
* | --- |
* | "Cheapest" |
*
* @param {Rating_CheapestInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_cheapest = /** @type {((inputs?: Rating_CheapestInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_CheapestInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_cheapest(inputs)
	if (locale === "en-XA") return __en_xa2.rating_cheapest(inputs)
	return __en.rating_cheapest(inputs)
});
/**
* | output |
* | --- |
* | "Check Quotes" |
*
* @param {Rating_Check_QuotesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_check_quotes = /** @type {((inputs?: Rating_Check_QuotesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Check_QuotesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_check_quotes(inputs)
	if (locale === "en-XA") return __en_xa2.rating_check_quotes(inputs)
	return __en.rating_check_quotes(inputs)
});
/**
* | output |
* | --- |
* | "City" |
*
* @param {Rating_CityInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_city = /** @type {((inputs?: Rating_CityInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_CityInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_city(inputs)
	if (locale === "en-XA") return __en_xa2.rating_city(inputs)
	return __en.rating_city(inputs)
});
/**
* | output |
* | --- |
* | "Actions" |
*
* @param {Rating_Col_ActionsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_col_actions = /** @type {((inputs?: Rating_Col_ActionsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Col_ActionsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_col_actions(inputs)
	if (locale === "en-XA") return __en_xa2.rating_col_actions(inputs)
	return __en.rating_col_actions(inputs)
});
/**
* | output |
* | --- |
* | "Buy" |
*
* @param {Rating_Col_BuyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_col_buy = /** @type {((inputs?: Rating_Col_BuyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Col_BuyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_col_buy(inputs)
	if (locale === "en-XA") return __en_xa2.rating_col_buy(inputs)
	return __en.rating_col_buy(inputs)
});
/**
* | output |
* | --- |
* | "Carrier and service" |
*
* @param {Rating_Col_CarrierInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_col_carrier = /** @type {((inputs?: Rating_Col_CarrierInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Col_CarrierInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_col_carrier(inputs)
	if (locale === "en-XA") return __en_xa2.rating_col_carrier(inputs)
	return __en.rating_col_carrier(inputs)
});
/**
* | output |
* | --- |
* | "Delivery" |
*
* @param {Rating_Col_DeliveryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_col_delivery = /** @type {((inputs?: Rating_Col_DeliveryInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Col_DeliveryInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_col_delivery(inputs)
	if (locale === "en-XA") return __en_xa2.rating_col_delivery(inputs)
	return __en.rating_col_delivery(inputs)
});
/**
* | output |
* | --- |
* | "Sell" |
*
* @param {Rating_Col_SellInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_col_sell = /** @type {((inputs?: Rating_Col_SellInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Col_SellInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_col_sell(inputs)
	if (locale === "en-XA") return __en_xa2.rating_col_sell(inputs)
	return __en.rating_col_sell(inputs)
});
/**
* | output |
* | --- |
* | "Transit" |
*
* @param {Rating_Col_TransitInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_col_transit = /** @type {((inputs?: Rating_Col_TransitInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Col_TransitInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_col_transit(inputs)
	if (locale === "en-XA") return __en_xa2.rating_col_transit(inputs)
	return __en.rating_col_transit(inputs)
});
/**
* | output |
* | --- |
* | "Valid" |
*
* @param {Rating_Col_ValidInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_col_valid = /** @type {((inputs?: Rating_Col_ValidInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Col_ValidInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_col_valid(inputs)
	if (locale === "en-XA") return __en_xa2.rating_col_valid(inputs)
	return __en.rating_col_valid(inputs)
});
/**
* | output |
* | --- |
* | "Container" |
*
* @param {Rating_ContainerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_container = /** @type {((inputs?: Rating_ContainerInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_ContainerInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_container(inputs)
	if (locale === "en-XA") return __en_xa2.rating_container(inputs)
	return __en.rating_container(inputs)
});
/**
* | output |
* | --- |
* | "Country" |
*
* @param {Rating_CountryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_country = /** @type {((inputs?: Rating_CountryInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_CountryInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_country(inputs)
	if (locale === "en-XA") return __en_xa2.rating_country(inputs)
	return __en.rating_country(inputs)
});
/**
* | output |
* | --- |
* | "Postal code typed by hand" |
*
* @param {Rating_Country_Group_By_HandInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_country_group_by_hand = /** @type {((inputs?: Rating_Country_Group_By_HandInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Country_Group_By_HandInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_country_group_by_hand(inputs)
	if (locale === "en-XA") return __en_xa2.rating_country_group_by_hand(inputs)
	return __en.rating_country_group_by_hand(inputs)
});
/**
* | output |
* | --- |
* | "Postal codes suggested" |
*
* @param {Rating_Country_Group_ListedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_country_group_listed = /** @type {((inputs?: Rating_Country_Group_ListedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Country_Group_ListedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_country_group_listed(inputs)
	if (locale === "en-XA") return __en_xa2.rating_country_group_listed(inputs)
	return __en.rating_country_group_listed(inputs)
});
/**
* | output |
* | --- |
* | "Buy {currency}" |
*
* @param {Rating_Csv_BuyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_csv_buy = /** @type {((inputs: Rating_Csv_BuyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Csv_BuyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_csv_buy(inputs)
	if (locale === "en-XA") return __en_xa2.rating_csv_buy(inputs)
	return __en.rating_csv_buy(inputs)
});
/**
* | output |
* | --- |
* | "Buy from" |
*
* @param {Rating_Csv_Buy_FromInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_csv_buy_from = /** @type {((inputs?: Rating_Csv_Buy_FromInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Csv_Buy_FromInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_csv_buy_from(inputs)
	if (locale === "en-XA") return __en_xa2.rating_csv_buy_from(inputs)
	return __en.rating_csv_buy_from(inputs)
});
/**
* | output |
* | --- |
* | "Carrier" |
*
* @param {Rating_Csv_CarrierInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_csv_carrier = /** @type {((inputs?: Rating_Csv_CarrierInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Csv_CarrierInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_csv_carrier(inputs)
	if (locale === "en-XA") return __en_xa2.rating_csv_carrier(inputs)
	return __en.rating_csv_carrier(inputs)
});
/**
* | output |
* | --- |
* | "Delivery" |
*
* @param {Rating_Csv_DeliveryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_csv_delivery = /** @type {((inputs?: Rating_Csv_DeliveryInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Csv_DeliveryInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_csv_delivery(inputs)
	if (locale === "en-XA") return __en_xa2.rating_csv_delivery(inputs)
	return __en.rating_csv_delivery(inputs)
});
/**
* | output |
* | --- |
* | "no price" |
*
* @param {Rating_Csv_From_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_csv_from_none = /** @type {((inputs?: Rating_Csv_From_NoneInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Csv_From_NoneInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_csv_from_none(inputs)
	if (locale === "en-XA") return __en_xa2.rating_csv_from_none(inputs)
	return __en.rating_csv_from_none(inputs)
});
/**
* | output |
* | --- |
* | "carrier price" |
*
* @param {Rating_Csv_From_PriceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_csv_from_price = /** @type {((inputs?: Rating_Csv_From_PriceInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Csv_From_PriceInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_csv_from_price(inputs)
	if (locale === "en-XA") return __en_xa2.rating_csv_from_price(inputs)
	return __en.rating_csv_from_price(inputs)
});
/**
* | output |
* | --- |
* | "price + surcharges" |
*
* @param {Rating_Csv_From_Price_And_SurchargesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_csv_from_price_and_surcharges = /** @type {((inputs?: Rating_Csv_From_Price_And_SurchargesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Csv_From_Price_And_SurchargesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_csv_from_price_and_surcharges(inputs)
	if (locale === "en-XA") return __en_xa2.rating_csv_from_price_and_surcharges(inputs)
	return __en.rating_csv_from_price_and_surcharges(inputs)
});
/**
* | output |
* | --- |
* | "sum of surcharges" |
*
* @param {Rating_Csv_From_SurchargesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_csv_from_surcharges = /** @type {((inputs?: Rating_Csv_From_SurchargesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Csv_From_SurchargesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_csv_from_surcharges(inputs)
	if (locale === "en-XA") return __en_xa2.rating_csv_from_surcharges(inputs)
	return __en.rating_csv_from_surcharges(inputs)
});
/**
* | output |
* | --- |
* | "Margin {currency}" |
*
* @param {Rating_Csv_MarginInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_csv_margin = /** @type {((inputs: Rating_Csv_MarginInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Csv_MarginInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_csv_margin(inputs)
	if (locale === "en-XA") return __en_xa2.rating_csv_margin(inputs)
	return __en.rating_csv_margin(inputs)
});
/**
* | output |
* | --- |
* | "Margin rule" |
*
* @param {Rating_Csv_Margin_RuleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_csv_margin_rule = /** @type {((inputs?: Rating_Csv_Margin_RuleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Csv_Margin_RuleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_csv_margin_rule(inputs)
	if (locale === "en-XA") return __en_xa2.rating_csv_margin_rule(inputs)
	return __en.rating_csv_margin_rule(inputs)
});
/**
* | output |
* | --- |
* | "Pickup" |
*
* @param {Rating_Csv_PickupInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_csv_pickup = /** @type {((inputs?: Rating_Csv_PickupInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Csv_PickupInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_csv_pickup(inputs)
	if (locale === "en-XA") return __en_xa2.rating_csv_pickup(inputs)
	return __en.rating_csv_pickup(inputs)
});
/**
* | output |
* | --- |
* | "pre-booking: no sailing confirmed" |
*
* @param {Rating_Csv_PrebookingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_csv_prebooking = /** @type {((inputs?: Rating_Csv_PrebookingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Csv_PrebookingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_csv_prebooking(inputs)
	if (locale === "en-XA") return __en_xa2.rating_csv_prebooking(inputs)
	return __en.rating_csv_prebooking(inputs)
});
/**
* | output |
* | --- |
* | "Rate id" |
*
* @param {Rating_Csv_Rate_IdInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_csv_rate_id = /** @type {((inputs?: Rating_Csv_Rate_IdInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Csv_Rate_IdInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_csv_rate_id(inputs)
	if (locale === "en-XA") return __en_xa2.rating_csv_rate_id(inputs)
	return __en.rating_csv_rate_id(inputs)
});
/**
* | output |
* | --- |
* | "set by hand" |
*
* @param {Rating_Csv_Rule_By_HandInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_csv_rule_by_hand = /** @type {((inputs?: Rating_Csv_Rule_By_HandInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Csv_Rule_By_HandInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_csv_rule_by_hand(inputs)
	if (locale === "en-XA") return __en_xa2.rating_csv_rule_by_hand(inputs)
	return __en.rating_csv_rule_by_hand(inputs)
});
/**
* | output |
* | --- |
* | "none" |
*
* @param {Rating_Csv_Rule_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_csv_rule_none = /** @type {((inputs?: Rating_Csv_Rule_NoneInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Csv_Rule_NoneInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_csv_rule_none(inputs)
	if (locale === "en-XA") return __en_xa2.rating_csv_rule_none(inputs)
	return __en.rating_csv_rule_none(inputs)
});
/**
* | output |
* | --- |
* | "unknown: {why}" |
*
* @param {Rating_Csv_Rule_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_csv_rule_unknown = /** @type {((inputs: Rating_Csv_Rule_UnknownInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Csv_Rule_UnknownInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_csv_rule_unknown(inputs)
	if (locale === "en-XA") return __en_xa2.rating_csv_rule_unknown(inputs)
	return __en.rating_csv_rule_unknown(inputs)
});
/**
* | output |
* | --- |
* | "Sell {currency}" |
*
* @param {Rating_Csv_SellInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_csv_sell = /** @type {((inputs: Rating_Csv_SellInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Csv_SellInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_csv_sell(inputs)
	if (locale === "en-XA") return __en_xa2.rating_csv_sell(inputs)
	return __en.rating_csv_sell(inputs)
});
/**
* | output |
* | --- |
* | "Service" |
*
* @param {Rating_Csv_ServiceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_csv_service = /** @type {((inputs?: Rating_Csv_ServiceInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Csv_ServiceInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_csv_service(inputs)
	if (locale === "en-XA") return __en_xa2.rating_csv_service(inputs)
	return __en.rating_csv_service(inputs)
});
/**
* | output |
* | --- |
* | "Transit days" |
*
* @param {Rating_Csv_Transit_DaysInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_csv_transit_days = /** @type {((inputs?: Rating_Csv_Transit_DaysInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Csv_Transit_DaysInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_csv_transit_days(inputs)
	if (locale === "en-XA") return __en_xa2.rating_csv_transit_days(inputs)
	return __en.rating_csv_transit_days(inputs)
});
/**
* | output |
* | --- |
* | "unknown currency" |
*
* @param {Rating_Csv_Unknown_CurrencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_csv_unknown_currency = /** @type {((inputs?: Rating_Csv_Unknown_CurrencyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Csv_Unknown_CurrencyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_csv_unknown_currency(inputs)
	if (locale === "en-XA") return __en_xa2.rating_csv_unknown_currency(inputs)
	return __en.rating_csv_unknown_currency(inputs)
});
/**
* | output |
* | --- |
* | "Valid until" |
*
* @param {Rating_Csv_Valid_UntilInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_csv_valid_until = /** @type {((inputs?: Rating_Csv_Valid_UntilInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Csv_Valid_UntilInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_csv_valid_until(inputs)
	if (locale === "en-XA") return __en_xa2.rating_csv_valid_until(inputs)
	return __en.rating_csv_valid_until(inputs)
});
/**
* | output |
* | --- |
* | "day" |
*
* @param {Rating_Day_UnitInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_day_unit = /** @type {((inputs?: Rating_Day_UnitInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Day_UnitInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_day_unit(inputs)
	if (locale === "en-XA") return __en_xa2.rating_day_unit(inputs)
	return __en.rating_day_unit(inputs)
});
/**
* | output |
* | --- |
* | "days" |
*
* @param {Rating_Days_UnitInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_days_unit = /** @type {((inputs?: Rating_Days_UnitInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Days_UnitInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_days_unit(inputs)
	if (locale === "en-XA") return __en_xa2.rating_days_unit(inputs)
	return __en.rating_days_unit(inputs)
});
/**
* | output |
* | --- |
* | "Delivery address" |
*
* @param {Rating_Delivery_AddressInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_delivery_address = /** @type {((inputs?: Rating_Delivery_AddressInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Delivery_AddressInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_delivery_address(inputs)
	if (locale === "en-XA") return __en_xa2.rating_delivery_address(inputs)
	return __en.rating_delivery_address(inputs)
});
/**
* | output |
* | --- |
* | "Details" |
*
* @param {Rating_DetailsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_details = /** @type {((inputs?: Rating_DetailsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_DetailsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_details(inputs)
	if (locale === "en-XA") return __en_xa2.rating_details(inputs)
	return __en.rating_details(inputs)
});
/**
* | output |
* | --- |
* | "Could not show this rate’s details" |
*
* @param {Rating_Details_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_details_failed = /** @type {((inputs?: Rating_Details_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Details_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_details_failed(inputs)
	if (locale === "en-XA") return __en_xa2.rating_details_failed(inputs)
	return __en.rating_details_failed(inputs)
});
/**
* | output |
* | --- |
* | "Loading the rate’s surcharges, conditions and schedule…" |
*
* @param {Rating_Details_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_details_loading = /** @type {((inputs?: Rating_Details_LoadingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Details_LoadingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_details_loading(inputs)
	if (locale === "en-XA") return __en_xa2.rating_details_loading(inputs)
	return __en.rating_details_loading(inputs)
});
/**
* | output |
* | --- |
* | "Airport" |
*
* @param {Rating_End_AirportInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_end_airport = /** @type {((inputs?: Rating_End_AirportInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_End_AirportInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_end_airport(inputs)
	if (locale === "en-XA") return __en_xa2.rating_end_airport(inputs)
	return __en.rating_end_airport(inputs)
});
/**
* | output |
* | --- |
* | "airport" |
*
* @param {Rating_End_Airport_NounInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_end_airport_noun = /** @type {((inputs?: Rating_End_Airport_NounInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_End_Airport_NounInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_end_airport_noun(inputs)
	if (locale === "en-XA") return __en_xa2.rating_end_airport_noun(inputs)
	return __en.rating_end_airport_noun(inputs)
});
/**
* | output |
* | --- |
* | "City, name or IATA code" |
*
* @param {Rating_End_Airport_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_end_airport_placeholder = /** @type {((inputs?: Rating_End_Airport_PlaceholderInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_End_Airport_PlaceholderInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_end_airport_placeholder(inputs)
	if (locale === "en-XA") return __en_xa2.rating_end_airport_placeholder(inputs)
	return __en.rating_end_airport_placeholder(inputs)
});
/**
* | output |
* | --- |
* | "Airports in {country} (the address below) first, then the biggest." |
*
* @param {Rating_End_Airports_FirstInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_end_airports_first = /** @type {((inputs: Rating_End_Airports_FirstInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_End_Airports_FirstInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_end_airports_first(inputs)
	if (locale === "en-XA") return __en_xa2.rating_end_airports_first(inputs)
	return __en.rating_end_airports_first(inputs)
});
/**
* | output |
* | --- |
* | "Arrival" |
*
* @param {Rating_End_ArrivalInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_end_arrival = /** @type {((inputs?: Rating_End_ArrivalInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_End_ArrivalInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_end_arrival(inputs)
	if (locale === "en-XA") return __en_xa2.rating_end_arrival(inputs)
	return __en.rating_end_arrival(inputs)
});
/**
* | output |
* | --- |
* | "Delivery address (store door)" |
*
* @param {Rating_End_Delivery_Store_DoorInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_end_delivery_store_door = /** @type {((inputs?: Rating_End_Delivery_Store_DoorInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_End_Delivery_Store_DoorInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_end_delivery_store_door(inputs)
	if (locale === "en-XA") return __en_xa2.rating_end_delivery_store_door(inputs)
	return __en.rating_end_delivery_store_door(inputs)
});
/**
* | output |
* | --- |
* | "Departure" |
*
* @param {Rating_End_DepartureInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_end_departure = /** @type {((inputs?: Rating_End_DepartureInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_End_DepartureInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_end_departure(inputs)
	if (locale === "en-XA") return __en_xa2.rating_end_departure(inputs)
	return __en.rating_end_departure(inputs)
});
/**
* | output |
* | --- |
* | "Destination" |
*
* @param {Rating_End_DestinationInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_end_destination = /** @type {((inputs?: Rating_End_DestinationInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_End_DestinationInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_end_destination(inputs)
	if (locale === "en-XA") return __en_xa2.rating_end_destination(inputs)
	return __en.rating_end_destination(inputs)
});
/**
* | output |
* | --- |
* | "Origin" |
*
* @param {Rating_End_OriginInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_end_origin = /** @type {((inputs?: Rating_End_OriginInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_End_OriginInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_end_origin(inputs)
	if (locale === "en-XA") return __en_xa2.rating_end_origin(inputs)
	return __en.rating_end_origin(inputs)
});
/**
* | output |
* | --- |
* | "Pickup address (store door)" |
*
* @param {Rating_End_Pickup_Store_DoorInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_end_pickup_store_door = /** @type {((inputs?: Rating_End_Pickup_Store_DoorInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_End_Pickup_Store_DoorInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_end_pickup_store_door(inputs)
	if (locale === "en-XA") return __en_xa2.rating_end_pickup_store_door(inputs)
	return __en.rating_end_pickup_store_door(inputs)
});
/**
* | output |
* | --- |
* | "Port" |
*
* @param {Rating_End_PortInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_end_port = /** @type {((inputs?: Rating_End_PortInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_End_PortInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_end_port(inputs)
	if (locale === "en-XA") return __en_xa2.rating_end_port(inputs)
	return __en.rating_end_port(inputs)
});
/**
* | output |
* | --- |
* | "Port of discharge" |
*
* @param {Rating_End_Port_DischargeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_end_port_discharge = /** @type {((inputs?: Rating_End_Port_DischargeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_End_Port_DischargeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_end_port_discharge(inputs)
	if (locale === "en-XA") return __en_xa2.rating_end_port_discharge(inputs)
	return __en.rating_end_port_discharge(inputs)
});
/**
* | output |
* | --- |
* | "Port of loading" |
*
* @param {Rating_End_Port_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_end_port_loading = /** @type {((inputs?: Rating_End_Port_LoadingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_End_Port_LoadingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_end_port_loading(inputs)
	if (locale === "en-XA") return __en_xa2.rating_end_port_loading(inputs)
	return __en.rating_end_port_loading(inputs)
});
/**
* | output |
* | --- |
* | "port" |
*
* @param {Rating_End_Port_NounInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_end_port_noun = /** @type {((inputs?: Rating_End_Port_NounInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_End_Port_NounInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_end_port_noun(inputs)
	if (locale === "en-XA") return __en_xa2.rating_end_port_noun(inputs)
	return __en.rating_end_port_noun(inputs)
});
/**
* | output |
* | --- |
* | "City or UN/LOCODE" |
*
* @param {Rating_End_Port_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_end_port_placeholder = /** @type {((inputs?: Rating_End_Port_PlaceholderInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_End_Port_PlaceholderInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_end_port_placeholder(inputs)
	if (locale === "en-XA") return __en_xa2.rating_end_port_placeholder(inputs)
	return __en.rating_end_port_placeholder(inputs)
});
/**
* | output |
* | --- |
* | "RKST code" |
*
* @param {Rating_End_RkstInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_end_rkst = /** @type {((inputs?: Rating_End_RkstInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_End_RkstInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_end_rkst(inputs)
	if (locale === "en-XA") return __en_xa2.rating_end_rkst(inputs)
	return __en.rating_end_rkst(inputs)
});
/**
* | output |
* | --- |
* | "Service" |
*
* @param {Rating_End_ServiceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_end_service = /** @type {((inputs?: Rating_End_ServiceInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_End_ServiceInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_end_service(inputs)
	if (locale === "en-XA") return __en_xa2.rating_end_service(inputs)
	return __en.rating_end_service(inputs)
});
/**
* | output |
* | --- |
* | "Container yard (CY)" |
*
* @param {Rating_End_Service_CyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_end_service_cy = /** @type {((inputs?: Rating_End_Service_CyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_End_Service_CyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_end_service_cy(inputs)
	if (locale === "en-XA") return __en_xa2.rating_end_service_cy(inputs)
	return __en.rating_end_service_cy(inputs)
});
/**
* | output |
* | --- |
* | "CY: the consignee collects at the terminal. SD: the carrier delivers to the door." |
*
* @param {Rating_End_Service_Hint_DestinationInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_end_service_hint_destination = /** @type {((inputs?: Rating_End_Service_Hint_DestinationInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_End_Service_Hint_DestinationInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_end_service_hint_destination(inputs)
	if (locale === "en-XA") return __en_xa2.rating_end_service_hint_destination(inputs)
	return __en.rating_end_service_hint_destination(inputs)
});
/**
* | output |
* | --- |
* | "CY: you deliver the container to the terminal. SD: the carrier collects it at your door." |
*
* @param {Rating_End_Service_Hint_OriginInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_end_service_hint_origin = /** @type {((inputs?: Rating_End_Service_Hint_OriginInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_End_Service_Hint_OriginInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_end_service_hint_origin(inputs)
	if (locale === "en-XA") return __en_xa2.rating_end_service_hint_origin(inputs)
	return __en.rating_end_service_hint_origin(inputs)
});
/**
* | output |
* | --- |
* | "Store door (SD)" |
*
* @param {Rating_End_Service_SdInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_end_service_sd = /** @type {((inputs?: Rating_End_Service_SdInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_End_Service_SdInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_end_service_sd(inputs)
	if (locale === "en-XA") return __en_xa2.rating_end_service_sd(inputs)
	return __en.rating_end_service_sd(inputs)
});
/**
* | output |
* | --- |
* | "UN/LOCODE" |
*
* @param {Rating_End_UnlocodeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_end_unlocode = /** @type {((inputs?: Rating_End_UnlocodeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_End_UnlocodeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_end_unlocode(inputs)
	if (locale === "en-XA") return __en_xa2.rating_end_unlocode(inputs)
	return __en.rating_end_unlocode(inputs)
});
/**
* | output |
* | --- |
* | "This rate expired: rate again for a current price" |
*
* @param {Rating_Expired_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_expired_title = /** @type {((inputs?: Rating_Expired_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Expired_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_expired_title(inputs)
	if (locale === "en-XA") return __en_xa2.rating_expired_title(inputs)
	return __en.rating_expired_title(inputs)
});
/**
* | output |
* | --- |
* | "Not saved: the export was cancelled." |
*
* @param {Rating_Export_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_export_cancelled = /** @type {((inputs?: Rating_Export_CancelledInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Export_CancelledInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_export_cancelled(inputs)
	if (locale === "en-XA") return __en_xa2.rating_export_cancelled(inputs)
	return __en.rating_export_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "Export CSV" |
*
* @param {Rating_Export_CsvInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_export_csv = /** @type {((inputs?: Rating_Export_CsvInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Export_CsvInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_export_csv(inputs)
	if (locale === "en-XA") return __en_xa2.rating_export_csv(inputs)
	return __en.rating_export_csv(inputs)
});
/**
* | output |
* | --- |
* | "The rates were not saved" |
*
* @param {Rating_Export_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_export_failed = /** @type {((inputs?: Rating_Export_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Export_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_export_failed(inputs)
	if (locale === "en-XA") return __en_xa2.rating_export_failed(inputs)
	return __en.rating_export_failed(inputs)
});
/**
* | output |
* | --- |
* | "Fastest" |
*
* @param {Rating_FastestInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_fastest = /** @type {((inputs?: Rating_FastestInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_FastestInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_fastest(inputs)
	if (locale === "en-XA") return __en_xa2.rating_fastest(inputs)
	return __en.rating_fastest(inputs)
});
/**
* | output |
* | --- |
* | "All carriers ({count})" |
*
* @param {Rating_Filter_All_CarriersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_filter_all_carriers = /** @type {((inputs: Rating_Filter_All_CarriersInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Filter_All_CarriersInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_filter_all_carriers(inputs)
	if (locale === "en-XA") return __en_xa2.rating_filter_all_carriers(inputs)
	return __en.rating_filter_all_carriers(inputs)
});
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
	if (locale === "es") return __es.rating_filter_all_shown(inputs)
	if (locale === "en-XA") return __en_xa2.rating_filter_all_shown(inputs)
	return __en.rating_filter_all_shown(inputs)
});
/**
* | output |
* | --- |
* | "Type an amount such as 1200 or 1200.50" |
*
* @param {Rating_Filter_Amount_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_filter_amount_invalid = /** @type {((inputs?: Rating_Filter_Amount_InvalidInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Filter_Amount_InvalidInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_filter_amount_invalid(inputs)
	if (locale === "en-XA") return __en_xa2.rating_filter_amount_invalid(inputs)
	return __en.rating_filter_amount_invalid(inputs)
});
/**
* | output |
* | --- |
* | "Any" |
*
* @param {Rating_Filter_AnyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_filter_any = /** @type {((inputs?: Rating_Filter_AnyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Filter_AnyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_filter_any(inputs)
	if (locale === "en-XA") return __en_xa2.rating_filter_any(inputs)
	return __en.rating_filter_any(inputs)
});
/**
* | output |
* | --- |
* | "Price range on" |
*
* @param {Rating_Filter_BasisInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_filter_basis = /** @type {((inputs?: Rating_Filter_BasisInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Filter_BasisInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_filter_basis(inputs)
	if (locale === "en-XA") return __en_xa2.rating_filter_basis(inputs)
	return __en.rating_filter_basis(inputs)
});
/**
* | output |
* | --- |
* | "Buy price (the carrier’s)" |
*
* @param {Rating_Filter_BuyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_filter_buy = /** @type {((inputs?: Rating_Filter_BuyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Filter_BuyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_filter_buy(inputs)
	if (locale === "en-XA") return __en_xa2.rating_filter_buy(inputs)
	return __en.rating_filter_buy(inputs)
});
/**
* | output |
* | --- |
* | "Carrier" |
*
* @param {Rating_Filter_CarrierInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_filter_carrier = /** @type {((inputs?: Rating_Filter_CarrierInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Filter_CarrierInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_filter_carrier(inputs)
	if (locale === "en-XA") return __en_xa2.rating_filter_carrier(inputs)
	return __en.rating_filter_carrier(inputs)
});
/**
* | output |
* | --- |
* | "Clear filters" |
*
* @param {Rating_Filter_ClearInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_filter_clear = /** @type {((inputs?: Rating_Filter_ClearInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Filter_ClearInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_filter_clear(inputs)
	if (locale === "en-XA") return __en_xa2.rating_filter_clear(inputs)
	return __en.rating_filter_clear(inputs)
});
/**
* | output |
* | --- |
* | "Rates in several currencies: each range applies to the amounts in its own currency; nothing is converted." |
*
* @param {Rating_Filter_Currencies_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_filter_currencies_note = /** @type {((inputs?: Rating_Filter_Currencies_NoteInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Filter_Currencies_NoteInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_filter_currencies_note(inputs)
	if (locale === "en-XA") return __en_xa2.rating_filter_currencies_note(inputs)
	return __en.rating_filter_currencies_note(inputs)
});
/**
* | output |
* | --- |
* | "Type a whole number of days" |
*
* @param {Rating_Filter_Days_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_filter_days_invalid = /** @type {((inputs?: Rating_Filter_Days_InvalidInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Filter_Days_InvalidInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_filter_days_invalid(inputs)
	if (locale === "en-XA") return __en_xa2.rating_filter_days_invalid(inputs)
	return __en.rating_filter_days_invalid(inputs)
});
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
	if (locale === "es") return __es.rating_filter_hidden(inputs)
	if (locale === "en-XA") return __en_xa2.rating_filter_hidden(inputs)
	return __en.rating_filter_hidden(inputs)
});
/**
* | output |
* | --- |
* | "by the filters · {shown} of {total} shown" |
*
* @param {Rating_Filter_Hidden_RestInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_filter_hidden_rest = /** @type {((inputs: Rating_Filter_Hidden_RestInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Filter_Hidden_RestInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_filter_hidden_rest(inputs)
	if (locale === "en-XA") return __en_xa2.rating_filter_hidden_rest(inputs)
	return __en.rating_filter_hidden_rest(inputs)
});
/**
* | output |
* | --- |
* | "Max. buy ({currency})" |
*
* @param {Rating_Filter_Max_BuyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_filter_max_buy = /** @type {((inputs: Rating_Filter_Max_BuyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Filter_Max_BuyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_filter_max_buy(inputs)
	if (locale === "en-XA") return __en_xa2.rating_filter_max_buy(inputs)
	return __en.rating_filter_max_buy(inputs)
});
/**
* | output |
* | --- |
* | "Max. sell ({currency})" |
*
* @param {Rating_Filter_Max_SellInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_filter_max_sell = /** @type {((inputs: Rating_Filter_Max_SellInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Filter_Max_SellInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_filter_max_sell(inputs)
	if (locale === "en-XA") return __en_xa2.rating_filter_max_sell(inputs)
	return __en.rating_filter_max_sell(inputs)
});
/**
* | output |
* | --- |
* | "Max. transit (days)" |
*
* @param {Rating_Filter_Max_TransitInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_filter_max_transit = /** @type {((inputs?: Rating_Filter_Max_TransitInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Filter_Max_TransitInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_filter_max_transit(inputs)
	if (locale === "en-XA") return __en_xa2.rating_filter_max_transit(inputs)
	return __en.rating_filter_max_transit(inputs)
});
/**
* | output |
* | --- |
* | "The minimum is above the maximum" |
*
* @param {Rating_Filter_Min_Above_MaxInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_filter_min_above_max = /** @type {((inputs?: Rating_Filter_Min_Above_MaxInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Filter_Min_Above_MaxInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_filter_min_above_max(inputs)
	if (locale === "en-XA") return __en_xa2.rating_filter_min_above_max(inputs)
	return __en.rating_filter_min_above_max(inputs)
});
/**
* | output |
* | --- |
* | "Min. buy ({currency})" |
*
* @param {Rating_Filter_Min_BuyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_filter_min_buy = /** @type {((inputs: Rating_Filter_Min_BuyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Filter_Min_BuyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_filter_min_buy(inputs)
	if (locale === "en-XA") return __en_xa2.rating_filter_min_buy(inputs)
	return __en.rating_filter_min_buy(inputs)
});
/**
* | output |
* | --- |
* | "Min. sell ({currency})" |
*
* @param {Rating_Filter_Min_SellInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_filter_min_sell = /** @type {((inputs: Rating_Filter_Min_SellInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Filter_Min_SellInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_filter_min_sell(inputs)
	if (locale === "en-XA") return __en_xa2.rating_filter_min_sell(inputs)
	return __en.rating_filter_min_sell(inputs)
});
/**
* | output |
* | --- |
* | "Sell price" |
*
* @param {Rating_Filter_SellInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_filter_sell = /** @type {((inputs?: Rating_Filter_SellInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Filter_SellInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_filter_sell(inputs)
	if (locale === "en-XA") return __en_xa2.rating_filter_sell(inputs)
	return __en.rating_filter_sell(inputs)
});
/**
* | output |
* | --- |
* | "{address} is required: search by city or postal code and pick it from the list" |
*
* @param {Rating_Form_Address_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_address_required = /** @type {((inputs: Rating_Form_Address_RequiredInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Form_Address_RequiredInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_form_address_required(inputs)
	if (locale === "en-XA") return __en_xa2.rating_form_address_required(inputs)
	return __en.rating_form_address_required(inputs)
});
/**
* | output |
* | --- |
* | "Arrival airport" |
*
* @param {Rating_Form_Arrival_AirportInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_arrival_airport = /** @type {((inputs?: Rating_Form_Arrival_AirportInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Form_Arrival_AirportInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_form_arrival_airport(inputs)
	if (locale === "en-XA") return __en_xa2.rating_form_arrival_airport(inputs)
	return __en.rating_form_arrival_airport(inputs)
});
/**
* | output |
* | --- |
* | "Clear form" |
*
* @param {Rating_Form_ClearInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_clear = /** @type {((inputs?: Rating_Form_ClearInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Form_ClearInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_form_clear(inputs)
	if (locale === "en-XA") return __en_xa2.rating_form_clear(inputs)
	return __en.rating_form_clear(inputs)
});
/**
* | output |
* | --- |
* | "Currency" |
*
* @param {Rating_Form_CurrencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_currency = /** @type {((inputs?: Rating_Form_CurrencyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Form_CurrencyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_form_currency(inputs)
	if (locale === "en-XA") return __en_xa2.rating_form_currency(inputs)
	return __en.rating_form_currency(inputs)
});
/**
* | output |
* | --- |
* | "Prices come back in it." |
*
* @param {Rating_Form_Currency_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_currency_hint = /** @type {((inputs?: Rating_Form_Currency_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Form_Currency_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_form_currency_hint(inputs)
	if (locale === "en-XA") return __en_xa2.rating_form_currency_hint(inputs)
	return __en.rating_form_currency_hint(inputs)
});
/**
* | output |
* | --- |
* | "Customs clearance" |
*
* @param {Rating_Form_CustomsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_customs = /** @type {((inputs?: Rating_Form_CustomsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Form_CustomsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_form_customs(inputs)
	if (locale === "en-XA") return __en_xa2.rating_form_customs(inputs)
	return __en.rating_form_customs(inputs)
});
/**
* | output |
* | --- |
* | "The carrier clears customs." |
*
* @param {Rating_Form_Customs_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_customs_hint = /** @type {((inputs?: Rating_Form_Customs_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Form_Customs_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_form_customs_hint(inputs)
	if (locale === "en-XA") return __en_xa2.rating_form_customs_hint(inputs)
	return __en.rating_form_customs_hint(inputs)
});
/**
* | output |
* | --- |
* | "Dangerous cargo" |
*
* @param {Rating_Form_DangerousInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_dangerous = /** @type {((inputs?: Rating_Form_DangerousInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Form_DangerousInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_form_dangerous(inputs)
	if (locale === "en-XA") return __en_xa2.rating_form_dangerous(inputs)
	return __en.rating_form_dangerous(inputs)
});
/**
* | output |
* | --- |
* | "ADR / IATA DGR goods." |
*
* @param {Rating_Form_Dangerous_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_dangerous_hint = /** @type {((inputs?: Rating_Form_Dangerous_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Form_Dangerous_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_form_dangerous_hint(inputs)
	if (locale === "en-XA") return __en_xa2.rating_form_dangerous_hint(inputs)
	return __en.rating_form_dangerous_hint(inputs)
});
/**
* | output |
* | --- |
* | "Departure airport" |
*
* @param {Rating_Form_Departure_AirportInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_departure_airport = /** @type {((inputs?: Rating_Form_Departure_AirportInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Form_Departure_AirportInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_form_departure_airport(inputs)
	if (locale === "en-XA") return __en_xa2.rating_form_departure_airport(inputs)
	return __en.rating_form_departure_airport(inputs)
});
/**
* | output |
* | --- |
* | "Pick the two places from the postal-code lookup and add the pieces." |
*
* @param {Rating_Form_Description_AddressInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_description_address = /** @type {((inputs?: Rating_Form_Description_AddressInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Form_Description_AddressInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_form_description_address(inputs)
	if (locale === "en-XA") return __en_xa2.rating_form_description_address(inputs)
	return __en.rating_form_description_address(inputs)
});
/**
* | output |
* | --- |
* | "Pick the two airports, where the goods are collected and delivered, and the pieces." |
*
* @param {Rating_Form_Description_AirportInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_description_airport = /** @type {((inputs?: Rating_Form_Description_AirportInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Form_Description_AirportInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_form_description_airport(inputs)
	if (locale === "en-XA") return __en_xa2.rating_form_description_airport(inputs)
	return __en.rating_form_description_airport(inputs)
});
/**
* | output |
* | --- |
* | "Pick the two ports and the containers or cargo. Prices come back all-in, freight plus surcharges." |
*
* @param {Rating_Form_Description_PortInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_description_port = /** @type {((inputs?: Rating_Form_Description_PortInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Form_Description_PortInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_form_description_port(inputs)
	if (locale === "en-XA") return __en_xa2.rating_form_description_port(inputs)
	return __en.rating_form_description_port(inputs)
});
/**
* | output |
* | --- |
* | "Get rates" |
*
* @param {Rating_Form_Get_RatesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_get_rates = /** @type {((inputs?: Rating_Form_Get_RatesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Form_Get_RatesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_form_get_rates(inputs)
	if (locale === "en-XA") return __en_xa2.rating_form_get_rates(inputs)
	return __en.rating_form_get_rates(inputs)
});
/**
* | output |
* | --- |
* | "Goods description" |
*
* @param {Rating_Form_Goods_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_goods_description = /** @type {((inputs?: Rating_Form_Goods_DescriptionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Form_Goods_DescriptionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_form_goods_description(inputs)
	if (locale === "en-XA") return __en_xa2.rating_form_goods_description(inputs)
	return __en.rating_form_goods_description(inputs)
});
/**
* | output |
* | --- |
* | "Goods description (optional)" |
*
* @param {Rating_Form_Goods_Description_OptionalInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_goods_description_optional = /** @type {((inputs?: Rating_Form_Goods_Description_OptionalInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Form_Goods_Description_OptionalInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_form_goods_description_optional(inputs)
	if (locale === "en-XA") return __en_xa2.rating_form_goods_description_optional(inputs)
	return __en.rating_form_goods_description_optional(inputs)
});
/**
* | output |
* | --- |
* | "e.g. Machine spare parts" |
*
* @param {Rating_Form_Goods_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_goods_placeholder = /** @type {((inputs?: Rating_Form_Goods_PlaceholderInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Form_Goods_PlaceholderInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_form_goods_placeholder(inputs)
	if (locale === "en-XA") return __en_xa2.rating_form_goods_placeholder(inputs)
	return __en.rating_form_goods_placeholder(inputs)
});
/**
* | output |
* | --- |
* | "Goods description is required: what is shipped, e.g. “Spare parts”" |
*
* @param {Rating_Form_Goods_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_goods_required = /** @type {((inputs?: Rating_Form_Goods_RequiredInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Form_Goods_RequiredInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_form_goods_required(inputs)
	if (locale === "en-XA") return __en_xa2.rating_form_goods_required(inputs)
	return __en.rating_form_goods_required(inputs)
});
/**
* | output |
* | --- |
* | "Goods value" |
*
* @param {Rating_Form_Goods_ValueInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_goods_value = /** @type {((inputs?: Rating_Form_Goods_ValueInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Form_Goods_ValueInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_form_goods_value(inputs)
	if (locale === "en-XA") return __en_xa2.rating_form_goods_value(inputs)
	return __en.rating_form_goods_value(inputs)
});
/**
* | output |
* | --- |
* | "For insurance and customs." |
*
* @param {Rating_Form_Goods_Value_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_goods_value_hint = /** @type {((inputs?: Rating_Form_Goods_Value_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Form_Goods_Value_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_form_goods_value_hint(inputs)
	if (locale === "en-XA") return __en_xa2.rating_form_goods_value_hint(inputs)
	return __en.rating_form_goods_value_hint(inputs)
});
/**
* | output |
* | --- |
* | "Goods value must be an amount such as 1250.50 (at most two decimals)" |
*
* @param {Rating_Form_Goods_Value_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_goods_value_invalid = /** @type {((inputs?: Rating_Form_Goods_Value_InvalidInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Form_Goods_Value_InvalidInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_form_goods_value_invalid(inputs)
	if (locale === "en-XA") return __en_xa2.rating_form_goods_value_invalid(inputs)
	return __en.rating_form_goods_value_invalid(inputs)
});
/**
* | output |
* | --- |
* | "Goods value must be 0 or more" |
*
* @param {Rating_Form_Goods_Value_NegativeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_goods_value_negative = /** @type {((inputs?: Rating_Form_Goods_Value_NegativeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Form_Goods_Value_NegativeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_form_goods_value_negative(inputs)
	if (locale === "en-XA") return __en_xa2.rating_form_goods_value_negative(inputs)
	return __en.rating_form_goods_value_negative(inputs)
});
/**
* | output |
* | --- |
* | "Goods value (optional)" |
*
* @param {Rating_Form_Goods_Value_OptionalInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_goods_value_optional = /** @type {((inputs?: Rating_Form_Goods_Value_OptionalInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Form_Goods_Value_OptionalInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_form_goods_value_optional(inputs)
	if (locale === "en-XA") return __en_xa2.rating_form_goods_value_optional(inputs)
	return __en.rating_form_goods_value_optional(inputs)
});
/**
* | output |
* | --- |
* | "Goods value is required" |
*
* @param {Rating_Form_Goods_Value_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_goods_value_required = /** @type {((inputs?: Rating_Form_Goods_Value_RequiredInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Form_Goods_Value_RequiredInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_form_goods_value_required(inputs)
	if (locale === "en-XA") return __en_xa2.rating_form_goods_value_required(inputs)
	return __en.rating_form_goods_value_required(inputs)
});
/**
* | output |
* | --- |
* | "Insurance" |
*
* @param {Rating_Form_InsuranceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_insurance = /** @type {((inputs?: Rating_Form_InsuranceInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Form_InsuranceInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_form_insurance(inputs)
	if (locale === "en-XA") return __en_xa2.rating_form_insurance(inputs)
	return __en.rating_form_insurance(inputs)
});
/**
* | output |
* | --- |
* | "Cover the goods value." |
*
* @param {Rating_Form_Insurance_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_insurance_hint = /** @type {((inputs?: Rating_Form_Insurance_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Form_Insurance_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_form_insurance_hint(inputs)
	if (locale === "en-XA") return __en_xa2.rating_form_insurance_hint(inputs)
	return __en.rating_form_insurance_hint(inputs)
});
/**
* | output |
* | --- |
* | "{mode} rating" |
*
* @param {Rating_Form_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_label = /** @type {((inputs: Rating_Form_LabelInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Form_LabelInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_form_label(inputs)
	if (locale === "en-XA") return __en_xa2.rating_form_label(inputs)
	return __en.rating_form_label(inputs)
});
/**
* | output |
* | --- |
* | "Getting rates needs the service." |
*
* @param {Rating_Form_Needs_ServiceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_needs_service = /** @type {((inputs?: Rating_Form_Needs_ServiceInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Form_Needs_ServiceInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_form_needs_service(inputs)
	if (locale === "en-XA") return __en_xa2.rating_form_needs_service(inputs)
	return __en.rating_form_needs_service(inputs)
});
/**
* | output |
* | --- |
* | "No customer (the desk’s own rules)" |
*
* @param {Rating_Form_No_CustomerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_no_customer = /** @type {((inputs?: Rating_Form_No_CustomerInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Form_No_CustomerInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_form_no_customer(inputs)
	if (locale === "en-XA") return __en_xa2.rating_form_no_customer(inputs)
	return __en.rating_form_no_customer(inputs)
});
/**
* | output |
* | --- |
* | "Pickup date" |
*
* @param {Rating_Form_Pickup_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_pickup_date = /** @type {((inputs?: Rating_Form_Pickup_DateInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Form_Pickup_DateInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_form_pickup_date(inputs)
	if (locale === "en-XA") return __en_xa2.rating_form_pickup_date(inputs)
	return __en.rating_form_pickup_date(inputs)
});
/**
* | output |
* | --- |
* | "Pickup date must be a date such as {example}" |
*
* @param {Rating_Form_Pickup_Date_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_pickup_date_invalid = /** @type {((inputs: Rating_Form_Pickup_Date_InvalidInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Form_Pickup_Date_InvalidInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_form_pickup_date_invalid(inputs)
	if (locale === "en-XA") return __en_xa2.rating_form_pickup_date_invalid(inputs)
	return __en.rating_form_pickup_date_invalid(inputs)
});
/**
* | output |
* | --- |
* | "The pickup date cannot be in the past" |
*
* @param {Rating_Form_Pickup_Date_PastInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_pickup_date_past = /** @type {((inputs?: Rating_Form_Pickup_Date_PastInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Form_Pickup_Date_PastInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_form_pickup_date_past(inputs)
	if (locale === "en-XA") return __en_xa2.rating_form_pickup_date_past(inputs)
	return __en.rating_form_pickup_date_past(inputs)
});
/**
* | output |
* | --- |
* | "Pickup date is required" |
*
* @param {Rating_Form_Pickup_Date_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_pickup_date_required = /** @type {((inputs?: Rating_Form_Pickup_Date_RequiredInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Form_Pickup_Date_RequiredInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_form_pickup_date_required(inputs)
	if (locale === "en-XA") return __en_xa2.rating_form_pickup_date_required(inputs)
	return __en.rating_form_pickup_date_required(inputs)
});
/**
* | output |
* | --- |
* | "Pickup and goods" |
*
* @param {Rating_Form_Pickup_GoodsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_pickup_goods = /** @type {((inputs?: Rating_Form_Pickup_GoodsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Form_Pickup_GoodsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_form_pickup_goods(inputs)
	if (locale === "en-XA") return __en_xa2.rating_form_pickup_goods(inputs)
	return __en.rating_form_pickup_goods(inputs)
});
/**
* | output |
* | --- |
* | "{end} is required: search for it and pick it from the list" |
*
* @param {Rating_Form_Port_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_port_required = /** @type {((inputs: Rating_Form_Port_RequiredInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Form_Port_RequiredInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_form_port_required(inputs)
	if (locale === "en-XA") return __en_xa2.rating_form_port_required(inputs)
	return __en.rating_form_port_required(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} field needs attention: nothing was sent." |
* | * | "{shown} fields need attention: nothing was sent." |
*
* @param {Rating_Form_ProblemsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_problems = /** @type {((inputs: Rating_Form_ProblemsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Form_ProblemsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_form_problems(inputs)
	if (locale === "en-XA") return __en_xa2.rating_form_problems(inputs)
	return __en.rating_form_problems(inputs)
});
/**
* | output |
* | --- |
* | "Quote for" |
*
* @param {Rating_Form_Quote_ForInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_quote_for = /** @type {((inputs?: Rating_Form_Quote_ForInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Form_Quote_ForInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_form_quote_for(inputs)
	if (locale === "en-XA") return __en_xa2.rating_form_quote_for(inputs)
	return __en.rating_form_quote_for(inputs)
});
/**
* | output |
* | --- |
* | "Prices the rates with the customer’s rules." |
*
* @param {Rating_Form_Quote_For_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_quote_for_hint = /** @type {((inputs?: Rating_Form_Quote_For_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Form_Quote_For_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_form_quote_for_hint(inputs)
	if (locale === "en-XA") return __en_xa2.rating_form_quote_for_hint(inputs)
	return __en.rating_form_quote_for_hint(inputs)
});
/**
* | output |
* | --- |
* | "{field} is required" |
*
* @param {Rating_Form_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_required = /** @type {((inputs: Rating_Form_RequiredInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Form_RequiredInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_form_required(inputs)
	if (locale === "en-XA") return __en_xa2.rating_form_required(inputs)
	return __en.rating_form_required(inputs)
});
/**
* | output |
* | --- |
* | "{mode} shipment" |
*
* @param {Rating_Form_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_title = /** @type {((inputs: Rating_Form_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Form_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_form_title(inputs)
	if (locale === "en-XA") return __en_xa2.rating_form_title(inputs)
	return __en.rating_form_title(inputs)
});
/**
* | output |
* | --- |
* | "From" |
*
* @param {Rating_FromInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_from = /** @type {((inputs?: Rating_FromInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_FromInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_from(inputs)
	if (locale === "en-XA") return __en_xa2.rating_from(inputs)
	return __en.rating_from(inputs)
});
/**
* | output |
* | --- |
* | "Hide details" |
*
* @param {Rating_Hide_DetailsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_hide_details = /** @type {((inputs?: Rating_Hide_DetailsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Hide_DetailsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_hide_details(inputs)
	if (locale === "en-XA") return __en_xa2.rating_hide_details(inputs)
	return __en.rating_hide_details(inputs)
});
/**
* | output |
* | --- |
* | "Buy: the carrier’s all-in, the freight with every surcharge, per currency. Sell: the buy price plus the margin shown." |
*
* @param {Rating_Hint_AirInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_hint_air = /** @type {((inputs?: Rating_Hint_AirInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Hint_AirInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_hint_air(inputs)
	if (locale === "en-XA") return __en_xa2.rating_hint_air(inputs)
	return __en.rating_hint_air(inputs)
});
/**
* | output |
* | --- |
* | "Buy: the carrier’s all-in price, every charge (fuel, insurance, customs) included. Sell: the buy price plus the margin shown." |
*
* @param {Rating_Hint_RoadInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_hint_road = /** @type {((inputs?: Rating_Hint_RoadInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Hint_RoadInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_hint_road(inputs)
	if (locale === "en-XA") return __en_xa2.rating_hint_road(inputs)
	return __en.rating_hint_road(inputs)
});
/**
* | output |
* | --- |
* | "Buy: the carrier’s all-in, the price with every surcharge, freight included; without a price from the carrier, the surcharges added up per currency. Sell: th..." |
*
* @param {Rating_Hint_SeaInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_hint_sea = /** @type {((inputs?: Rating_Hint_SeaInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Hint_SeaInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_hint_sea(inputs)
	if (locale === "en-XA") return __en_xa2.rating_hint_sea(inputs)
	return __en.rating_hint_sea(inputs)
});
/**
* | output |
* | --- |
* | "Cargo weight" |
*
* @param {Rating_Line_Cargo_WeightInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_line_cargo_weight = /** @type {((inputs?: Rating_Line_Cargo_WeightInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Line_Cargo_WeightInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_line_cargo_weight(inputs)
	if (locale === "en-XA") return __en_xa2.rating_line_cargo_weight(inputs)
	return __en.rating_line_cargo_weight(inputs)
});
/**
* | output |
* | --- |
* | "Container type" |
*
* @param {Rating_Line_Container_TypeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_line_container_type = /** @type {((inputs?: Rating_Line_Container_TypeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Line_Container_TypeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_line_container_type(inputs)
	if (locale === "en-XA") return __en_xa2.rating_line_container_type(inputs)
	return __en.rating_line_container_type(inputs)
});
/**
* | output |
* | --- |
* | "Height" |
*
* @param {Rating_Line_HeightInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_line_height = /** @type {((inputs?: Rating_Line_HeightInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Line_HeightInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_line_height(inputs)
	if (locale === "en-XA") return __en_xa2.rating_line_height(inputs)
	return __en.rating_line_height(inputs)
});
/**
* | output |
* | --- |
* | "IMO number" |
*
* @param {Rating_Line_ImoInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_line_imo = /** @type {((inputs?: Rating_Line_ImoInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Line_ImoInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_line_imo(inputs)
	if (locale === "en-XA") return __en_xa2.rating_line_imo(inputs)
	return __en.rating_line_imo(inputs)
});
/**
* | output |
* | --- |
* | "Length" |
*
* @param {Rating_Line_LengthInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_line_length = /** @type {((inputs?: Rating_Line_LengthInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Line_LengthInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_line_length(inputs)
	if (locale === "en-XA") return __en_xa2.rating_line_length(inputs)
	return __en.rating_line_length(inputs)
});
/**
* | output |
* | --- |
* | "{noun} {number}" |
*
* @param {Rating_Line_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_line_name = /** @type {((inputs: Rating_Line_NameInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Line_NameInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_line_name(inputs)
	if (locale === "en-XA") return __en_xa2.rating_line_name(inputs)
	return __en.rating_line_name(inputs)
});
/**
* | output |
* | --- |
* | "box" |
*
* @param {Rating_Line_Noun_BoxInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_line_noun_box = /** @type {((inputs?: Rating_Line_Noun_BoxInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Line_Noun_BoxInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_line_noun_box(inputs)
	if (locale === "en-XA") return __en_xa2.rating_line_noun_box(inputs)
	return __en.rating_line_noun_box(inputs)
});
/**
* | output |
* | --- |
* | "cargo line" |
*
* @param {Rating_Line_Noun_CargoInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_line_noun_cargo = /** @type {((inputs?: Rating_Line_Noun_CargoInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Line_Noun_CargoInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_line_noun_cargo(inputs)
	if (locale === "en-XA") return __en_xa2.rating_line_noun_cargo(inputs)
	return __en.rating_line_noun_cargo(inputs)
});
/**
* | output |
* | --- |
* | "container" |
*
* @param {Rating_Line_Noun_ContainerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_line_noun_container = /** @type {((inputs?: Rating_Line_Noun_ContainerInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Line_Noun_ContainerInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_line_noun_container(inputs)
	if (locale === "en-XA") return __en_xa2.rating_line_noun_container(inputs)
	return __en.rating_line_noun_container(inputs)
});
/**
* | output |
* | --- |
* | "pallet" |
*
* @param {Rating_Line_Noun_PalletInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_line_noun_pallet = /** @type {((inputs?: Rating_Line_Noun_PalletInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Line_Noun_PalletInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_line_noun_pallet(inputs)
	if (locale === "en-XA") return __en_xa2.rating_line_noun_pallet(inputs)
	return __en.rating_line_noun_pallet(inputs)
});
/**
* | output |
* | --- |
* | "piece" |
*
* @param {Rating_Line_Noun_PieceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_line_noun_piece = /** @type {((inputs?: Rating_Line_Noun_PieceInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Line_Noun_PieceInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_line_noun_piece(inputs)
	if (locale === "en-XA") return __en_xa2.rating_line_noun_piece(inputs)
	return __en.rating_line_noun_piece(inputs)
});
/**
* | output |
* | --- |
* | "Optional" |
*
* @param {Rating_Line_OptionalInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_line_optional = /** @type {((inputs?: Rating_Line_OptionalInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Line_OptionalInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_line_optional(inputs)
	if (locale === "en-XA") return __en_xa2.rating_line_optional(inputs)
	return __en.rating_line_optional(inputs)
});
/**
* | output |
* | --- |
* | "Pallet type" |
*
* @param {Rating_Line_Pallet_TypeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_line_pallet_type = /** @type {((inputs?: Rating_Line_Pallet_TypeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Line_Pallet_TypeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_line_pallet_type(inputs)
	if (locale === "en-XA") return __en_xa2.rating_line_pallet_type(inputs)
	return __en.rating_line_pallet_type(inputs)
});
/**
* | output |
* | --- |
* | "Quantity" |
*
* @param {Rating_Line_QuantityInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_line_quantity = /** @type {((inputs?: Rating_Line_QuantityInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Line_QuantityInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_line_quantity(inputs)
	if (locale === "en-XA") return __en_xa2.rating_line_quantity(inputs)
	return __en.rating_line_quantity(inputs)
});
/**
* | output |
* | --- |
* | "Reefer" |
*
* @param {Rating_Line_ReeferInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_line_reefer = /** @type {((inputs?: Rating_Line_ReeferInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Line_ReeferInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_line_reefer(inputs)
	if (locale === "en-XA") return __en_xa2.rating_line_reefer(inputs)
	return __en.rating_line_reefer(inputs)
});
/**
* | output |
* | --- |
* | "Shipper-owned" |
*
* @param {Rating_Line_Shipper_OwnedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_line_shipper_owned = /** @type {((inputs?: Rating_Line_Shipper_OwnedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Line_Shipper_OwnedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_line_shipper_owned(inputs)
	if (locale === "en-XA") return __en_xa2.rating_line_shipper_owned(inputs)
	return __en.rating_line_shipper_owned(inputs)
});
/**
* | output |
* | --- |
* | "Stackable" |
*
* @param {Rating_Line_StackableInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_line_stackable = /** @type {((inputs?: Rating_Line_StackableInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Line_StackableInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_line_stackable(inputs)
	if (locale === "en-XA") return __en_xa2.rating_line_stackable(inputs)
	return __en.rating_line_stackable(inputs)
});
/**
* | output |
* | --- |
* | "Volume" |
*
* @param {Rating_Line_VolumeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_line_volume = /** @type {((inputs?: Rating_Line_VolumeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Line_VolumeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_line_volume(inputs)
	if (locale === "en-XA") return __en_xa2.rating_line_volume(inputs)
	return __en.rating_line_volume(inputs)
});
/**
* | output |
* | --- |
* | "Weight" |
*
* @param {Rating_Line_WeightInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_line_weight = /** @type {((inputs?: Rating_Line_WeightInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Line_WeightInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_line_weight(inputs)
	if (locale === "en-XA") return __en_xa2.rating_line_weight(inputs)
	return __en.rating_line_weight(inputs)
});
/**
* | output |
* | --- |
* | "Width" |
*
* @param {Rating_Line_WidthInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_line_width = /** @type {((inputs?: Rating_Line_WidthInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Line_WidthInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_line_width(inputs)
	if (locale === "en-XA") return __en_xa2.rating_line_width(inputs)
	return __en.rating_line_width(inputs)
});
/**
* | output |
* | --- |
* | "Add {noun}" |
*
* @param {Rating_Lines_AddInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_lines_add = /** @type {((inputs: Rating_Lines_AddInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Lines_AddInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_lines_add(inputs)
	if (locale === "en-XA") return __en_xa2.rating_lines_add(inputs)
	return __en.rating_lines_add(inputs)
});
/**
* | output |
* | --- |
* | "Boxes" |
*
* @param {Rating_Lines_BoxesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_lines_boxes = /** @type {((inputs?: Rating_Lines_BoxesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Lines_BoxesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_lines_boxes(inputs)
	if (locale === "en-XA") return __en_xa2.rating_lines_boxes(inputs)
	return __en.rating_lines_boxes(inputs)
});
/**
* | output |
* | --- |
* | "Cargo" |
*
* @param {Rating_Lines_CargoInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_lines_cargo = /** @type {((inputs?: Rating_Lines_CargoInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Lines_CargoInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_lines_cargo(inputs)
	if (locale === "en-XA") return __en_xa2.rating_lines_cargo(inputs)
	return __en.rating_lines_cargo(inputs)
});
/**
* | output |
* | --- |
* | "Choose…" |
*
* @param {Rating_Lines_ChooseInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_lines_choose = /** @type {((inputs?: Rating_Lines_ChooseInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Lines_ChooseInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_lines_choose(inputs)
	if (locale === "en-XA") return __en_xa2.rating_lines_choose(inputs)
	return __en.rating_lines_choose(inputs)
});
/**
* | output |
* | --- |
* | "Container types" |
*
* @param {Rating_Lines_Container_TypesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_lines_container_types = /** @type {((inputs?: Rating_Lines_Container_TypesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Lines_Container_TypesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_lines_container_types(inputs)
	if (locale === "en-XA") return __en_xa2.rating_lines_container_types(inputs)
	return __en.rating_lines_container_types(inputs)
});
/**
* | output |
* | --- |
* | "Could not load the container types (the spec’s types are offered)" |
*
* @param {Rating_Lines_Container_Types_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_lines_container_types_failed = /** @type {((inputs?: Rating_Lines_Container_Types_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Lines_Container_Types_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_lines_container_types_failed(inputs)
	if (locale === "en-XA") return __en_xa2.rating_lines_container_types_failed(inputs)
	return __en.rating_lines_container_types_failed(inputs)
});
/**
* | output |
* | --- |
* | "Containers" |
*
* @param {Rating_Lines_ContainersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_lines_containers = /** @type {((inputs?: Rating_Lines_ContainersInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Lines_ContainersInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_lines_containers(inputs)
	if (locale === "en-XA") return __en_xa2.rating_lines_containers(inputs)
	return __en.rating_lines_containers(inputs)
});
/**
* | output |
* | --- |
* | "Volume in cubic metres and weight in kg, per piece." |
*
* @param {Rating_Lines_Lcl_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_lines_lcl_hint = /** @type {((inputs?: Rating_Lines_Lcl_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Lines_Lcl_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_lines_lcl_hint(inputs)
	if (locale === "en-XA") return __en_xa2.rating_lines_lcl_hint(inputs)
	return __en.rating_lines_lcl_hint(inputs)
});
/**
* | output |
* | --- |
* | "No" |
*
* @param {Rating_Lines_NoInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_lines_no = /** @type {((inputs?: Rating_Lines_NoInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Lines_NoInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_lines_no(inputs)
	if (locale === "en-XA") return __en_xa2.rating_lines_no(inputs)
	return __en.rating_lines_no(inputs)
});
/**
* | output |
* | --- |
* | "Pallet types" |
*
* @param {Rating_Lines_Pallet_TypesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_lines_pallet_types = /** @type {((inputs?: Rating_Lines_Pallet_TypesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Lines_Pallet_TypesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_lines_pallet_types(inputs)
	if (locale === "en-XA") return __en_xa2.rating_lines_pallet_types(inputs)
	return __en.rating_lines_pallet_types(inputs)
});
/**
* | output |
* | --- |
* | "Could not load the pallet types (the standard ones are offered)" |
*
* @param {Rating_Lines_Pallet_Types_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_lines_pallet_types_failed = /** @type {((inputs?: Rating_Lines_Pallet_Types_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Lines_Pallet_Types_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_lines_pallet_types_failed(inputs)
	if (locale === "en-XA") return __en_xa2.rating_lines_pallet_types_failed(inputs)
	return __en.rating_lines_pallet_types_failed(inputs)
});
/**
* | output |
* | --- |
* | "Pallets" |
*
* @param {Rating_Lines_PalletsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_lines_pallets = /** @type {((inputs?: Rating_Lines_PalletsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Lines_PalletsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_lines_pallets(inputs)
	if (locale === "en-XA") return __en_xa2.rating_lines_pallets(inputs)
	return __en.rating_lines_pallets(inputs)
});
/**
* | output |
* | --- |
* | "Pieces" |
*
* @param {Rating_Lines_PiecesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_lines_pieces = /** @type {((inputs?: Rating_Lines_PiecesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Lines_PiecesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_lines_pieces(inputs)
	if (locale === "en-XA") return __en_xa2.rating_lines_pieces(inputs)
	return __en.rating_lines_pieces(inputs)
});
/**
* | output |
* | --- |
* | "Sizes in cm and weight in kg, per piece." |
*
* @param {Rating_Lines_Pieces_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_lines_pieces_hint = /** @type {((inputs?: Rating_Lines_Pieces_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Lines_Pieces_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_lines_pieces_hint(inputs)
	if (locale === "en-XA") return __en_xa2.rating_lines_pieces_hint(inputs)
	return __en.rating_lines_pieces_hint(inputs)
});
/**
* | output |
* | --- |
* | "The reefer flag follows the container type (RF and HRF types are reefers). Weights in kg per container." |
*
* @param {Rating_Lines_Reefer_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_lines_reefer_hint = /** @type {((inputs?: Rating_Lines_Reefer_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Lines_Reefer_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_lines_reefer_hint(inputs)
	if (locale === "en-XA") return __en_xa2.rating_lines_reefer_hint(inputs)
	return __en.rating_lines_reefer_hint(inputs)
});
/**
* | output |
* | --- |
* | "Remove {line}" |
*
* @param {Rating_Lines_RemoveInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_lines_remove = /** @type {((inputs: Rating_Lines_RemoveInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Lines_RemoveInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_lines_remove(inputs)
	if (locale === "en-XA") return __en_xa2.rating_lines_remove(inputs)
	return __en.rating_lines_remove(inputs)
});
/**
* | output |
* | --- |
* | "{what} from this desk’s saved list:" |
*
* @param {Rating_Lines_Saved_ListInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_lines_saved_list = /** @type {((inputs: Rating_Lines_Saved_ListInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Lines_Saved_ListInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_lines_saved_list(inputs)
	if (locale === "en-XA") return __en_xa2.rating_lines_saved_list(inputs)
	return __en.rating_lines_saved_list(inputs)
});
/**
* | output |
* | --- |
* | "{field} (set by the type)" |
*
* @param {Rating_Lines_Set_By_TypeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_lines_set_by_type = /** @type {((inputs: Rating_Lines_Set_By_TypeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Lines_Set_By_TypeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_lines_set_by_type(inputs)
	if (locale === "en-XA") return __en_xa2.rating_lines_set_by_type(inputs)
	return __en.rating_lines_set_by_type(inputs)
});
/**
* | output |
* | --- |
* | "Yes" |
*
* @param {Rating_Lines_YesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_lines_yes = /** @type {((inputs?: Rating_Lines_YesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Lines_YesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_lines_yes(inputs)
	if (locale === "en-XA") return __en_xa2.rating_lines_yes(inputs)
	return __en.rating_lines_yes(inputs)
});
/**
* | output |
* | --- |
* | "margin" |
*
* @param {Rating_Margin_AmountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_amount = /** @type {((inputs?: Rating_Margin_AmountInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Margin_AmountInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_margin_amount(inputs)
	if (locale === "en-XA") return __en_xa2.rating_margin_amount(inputs)
	return __en.rating_margin_amount(inputs)
});
/**
* | output |
* | --- |
* | "An amount in {currency} such as 150 or 150.50" |
*
* @param {Rating_Margin_Amount_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_amount_invalid = /** @type {((inputs: Rating_Margin_Amount_InvalidInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Margin_Amount_InvalidInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_margin_amount_invalid(inputs)
	if (locale === "en-XA") return __en_xa2.rating_margin_amount_invalid(inputs)
	return __en.rating_margin_amount_invalid(inputs)
});
/**
* | output |
* | --- |
* | "Apply to this quote" |
*
* @param {Rating_Margin_ApplyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_apply = /** @type {((inputs?: Rating_Margin_ApplyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Margin_ApplyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_margin_apply(inputs)
	if (locale === "en-XA") return __en_xa2.rating_margin_apply(inputs)
	return __en.rating_margin_apply(inputs)
});
/**
* | output |
* | --- |
* | "Back to the rule" |
*
* @param {Rating_Margin_Back_To_RuleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_back_to_rule = /** @type {((inputs?: Rating_Margin_Back_To_RuleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Margin_Back_To_RuleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_margin_back_to_rule(inputs)
	if (locale === "en-XA") return __en_xa2.rating_margin_back_to_rule(inputs)
	return __en.rating_margin_back_to_rule(inputs)
});
/**
* | output |
* | --- |
* | "Margin by hand" |
*
* @param {Rating_Margin_By_HandInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_by_hand = /** @type {((inputs?: Rating_Margin_By_HandInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Margin_By_HandInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_margin_by_hand(inputs)
	if (locale === "en-XA") return __en_xa2.rating_margin_by_hand(inputs)
	return __en.rating_margin_by_hand(inputs)
});
/**
* | output |
* | --- |
* | "In" |
*
* @param {Rating_Margin_InInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_in = /** @type {((inputs?: Rating_Margin_InInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Margin_InInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_margin_in(inputs)
	if (locale === "en-XA") return __en_xa2.rating_margin_in(inputs)
	return __en.rating_margin_in(inputs)
});
/**
* | output |
* | --- |
* | "{currency} amounts have no decimals" |
*
* @param {Rating_Margin_No_DecimalsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_no_decimals = /** @type {((inputs: Rating_Margin_No_DecimalsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Margin_No_DecimalsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_margin_no_decimals(inputs)
	if (locale === "en-XA") return __en_xa2.rating_margin_no_decimals(inputs)
	return __en.rating_margin_no_decimals(inputs)
});
/**
* | output |
* | --- |
* | "set by hand" |
*
* @param {Rating_Margin_Note_By_HandInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_note_by_hand = /** @type {((inputs?: Rating_Margin_Note_By_HandInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Margin_Note_By_HandInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_margin_note_by_hand(inputs)
	if (locale === "en-XA") return __en_xa2.rating_margin_note_by_hand(inputs)
	return __en.rating_margin_note_by_hand(inputs)
});
/**
* | output |
* | --- |
* | "{rule} (minimum)" |
*
* @param {Rating_Margin_Note_MinimumInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_note_minimum = /** @type {((inputs: Rating_Margin_Note_MinimumInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Margin_Note_MinimumInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_margin_note_minimum(inputs)
	if (locale === "en-XA") return __en_xa2.rating_margin_note_minimum(inputs)
	return __en.rating_margin_note_minimum(inputs)
});
/**
* | output |
* | --- |
* | "no rule" |
*
* @param {Rating_Margin_Note_No_RuleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_note_no_rule = /** @type {((inputs?: Rating_Margin_Note_No_RuleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Margin_Note_No_RuleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_margin_note_no_rule(inputs)
	if (locale === "en-XA") return __en_xa2.rating_margin_note_no_rule(inputs)
	return __en.rating_margin_note_no_rule(inputs)
});
/**
* | output |
* | --- |
* | "Set by hand: {amount}" |
*
* @param {Rating_Margin_Part_By_HandInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_part_by_hand = /** @type {((inputs: Rating_Margin_Part_By_HandInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Margin_Part_By_HandInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_margin_part_by_hand(inputs)
	if (locale === "en-XA") return __en_xa2.rating_margin_part_by_hand(inputs)
	return __en.rating_margin_part_by_hand(inputs)
});
/**
* | output |
* | --- |
* | "1 {from} = {rate} {to}, the rate of exchange you gave" |
*
* @param {Rating_Margin_Part_ExchangeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_part_exchange = /** @type {((inputs: Rating_Margin_Part_ExchangeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Margin_Part_ExchangeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_margin_part_exchange(inputs)
	if (locale === "en-XA") return __en_xa2.rating_margin_part_exchange(inputs)
	return __en.rating_margin_part_exchange(inputs)
});
/**
* | output |
* | --- |
* | "Minimum margin {minimum}: raised by {raised}" |
*
* @param {Rating_Margin_Part_MinimumInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_part_minimum = /** @type {((inputs: Rating_Margin_Part_MinimumInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Margin_Part_MinimumInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_margin_part_minimum(inputs)
	if (locale === "en-XA") return __en_xa2.rating_margin_part_minimum(inputs)
	return __en.rating_margin_part_minimum(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} container × {unit} per container = {amount}" |
* | * | "{shown} containers × {unit} per container = {amount}" |
*
* @param {Rating_Margin_Part_Per_ContainerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_part_per_container = /** @type {((inputs: Rating_Margin_Part_Per_ContainerInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Margin_Part_Per_ContainerInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_margin_part_per_container(inputs)
	if (locale === "en-XA") return __en_xa2.rating_margin_part_per_container(inputs)
	return __en.rating_margin_part_per_container(inputs)
});
/**
* | output |
* | --- |
* | "{kg} kg × {unit} per kg = {amount}" |
*
* @param {Rating_Margin_Part_Per_KgInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_part_per_kg = /** @type {((inputs: Rating_Margin_Part_Per_KgInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Margin_Part_Per_KgInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_margin_part_per_kg(inputs)
	if (locale === "en-XA") return __en_xa2.rating_margin_part_per_kg(inputs)
	return __en.rating_margin_part_per_kg(inputs)
});
/**
* | output |
* | --- |
* | "{unit} per shipment" |
*
* @param {Rating_Margin_Part_Per_ShipmentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_part_per_shipment = /** @type {((inputs: Rating_Margin_Part_Per_ShipmentInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Margin_Part_Per_ShipmentInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_margin_part_per_shipment(inputs)
	if (locale === "en-XA") return __en_xa2.rating_margin_part_per_shipment(inputs)
	return __en.rating_margin_part_per_shipment(inputs)
});
/**
* | output |
* | --- |
* | "{unit} per shipment = {amount}" |
*
* @param {Rating_Margin_Part_Per_Shipment_IsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_part_per_shipment_is = /** @type {((inputs: Rating_Margin_Part_Per_Shipment_IsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Margin_Part_Per_Shipment_IsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_margin_part_per_shipment_is(inputs)
	if (locale === "en-XA") return __en_xa2.rating_margin_part_per_shipment_is(inputs)
	return __en.rating_margin_part_per_shipment_is(inputs)
});
/**
* | output |
* | --- |
* | "{percent} % of {of} = {amount}" |
*
* @param {Rating_Margin_Part_PercentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_part_percent = /** @type {((inputs: Rating_Margin_Part_PercentInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Margin_Part_PercentInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_margin_part_percent(inputs)
	if (locale === "en-XA") return __en_xa2.rating_margin_part_percent(inputs)
	return __en.rating_margin_part_percent(inputs)
});
/**
* | output |
* | --- |
* | "A percentage such as 12.5 (0 to 1000)" |
*
* @param {Rating_Margin_Percent_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_percent_invalid = /** @type {((inputs?: Rating_Margin_Percent_InvalidInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Margin_Percent_InvalidInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_margin_percent_invalid(inputs)
	if (locale === "en-XA") return __en_xa2.rating_margin_percent_invalid(inputs)
	return __en.rating_margin_percent_invalid(inputs)
});
/**
* | output |
* | --- |
* | "% of the buy price" |
*
* @param {Rating_Margin_Percent_Of_BuyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_percent_of_buy = /** @type {((inputs?: Rating_Margin_Percent_Of_BuyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Margin_Percent_Of_BuyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_margin_percent_of_buy(inputs)
	if (locale === "en-XA") return __en_xa2.rating_margin_percent_of_buy(inputs)
	return __en.rating_margin_percent_of_buy(inputs)
});
/**
* | output |
* | --- |
* | "e.g. 150.00" |
*
* @param {Rating_Margin_Placeholder_AmountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_placeholder_amount = /** @type {((inputs?: Rating_Margin_Placeholder_AmountInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Margin_Placeholder_AmountInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_margin_placeholder_amount(inputs)
	if (locale === "en-XA") return __en_xa2.rating_margin_placeholder_amount(inputs)
	return __en.rating_margin_placeholder_amount(inputs)
});
/**
* | output |
* | --- |
* | "e.g. 12.5" |
*
* @param {Rating_Margin_Placeholder_PercentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_placeholder_percent = /** @type {((inputs?: Rating_Margin_Placeholder_PercentInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Margin_Placeholder_PercentInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_margin_placeholder_percent(inputs)
	if (locale === "en-XA") return __en_xa2.rating_margin_placeholder_percent(inputs)
	return __en.rating_margin_placeholder_percent(inputs)
});
/**
* | output |
* | --- |
* | "margin rules loading" |
*
* @param {Rating_Margin_Rules_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_rules_loading = /** @type {((inputs?: Rating_Margin_Rules_LoadingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Margin_Rules_LoadingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_margin_rules_loading(inputs)
	if (locale === "en-XA") return __en_xa2.rating_margin_rules_loading(inputs)
	return __en.rating_margin_rules_loading(inputs)
});
/**
* | output |
* | --- |
* | "The margin rules are still loading." |
*
* @param {Rating_Margin_Rules_Still_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_rules_still_loading = /** @type {((inputs?: Rating_Margin_Rules_Still_LoadingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Margin_Rules_Still_LoadingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_margin_rules_still_loading(inputs)
	if (locale === "en-XA") return __en_xa2.rating_margin_rules_still_loading(inputs)
	return __en.rating_margin_rules_still_loading(inputs)
});
/**
* | output |
* | --- |
* | "Saved as {number}: the quote keeps the prices it was saved with." |
*
* @param {Rating_Margin_Saved_AsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_saved_as = /** @type {((inputs: Rating_Margin_Saved_AsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Margin_Saved_AsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_margin_saved_as(inputs)
	if (locale === "en-XA") return __en_xa2.rating_margin_saved_as(inputs)
	return __en.rating_margin_saved_as(inputs)
});
/**
* | output |
* | --- |
* | "Set by hand for this quote, instead of the rule." |
*
* @param {Rating_Margin_Set_By_Hand_InsteadInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_set_by_hand_instead = /** @type {((inputs?: Rating_Margin_Set_By_Hand_InsteadInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Margin_Set_By_Hand_InsteadInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_margin_set_by_hand_instead(inputs)
	if (locale === "en-XA") return __en_xa2.rating_margin_set_by_hand_instead(inputs)
	return __en.rating_margin_set_by_hand_instead(inputs)
});
/**
* | output |
* | --- |
* | "Margin" |
*
* @param {Rating_Margin_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_title = /** @type {((inputs?: Rating_Margin_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Margin_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_margin_title(inputs)
	if (locale === "en-XA") return __en_xa2.rating_margin_title(inputs)
	return __en.rating_margin_title(inputs)
});
/**
* | output |
* | --- |
* | "margin unknown" |
*
* @param {Rating_Margin_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_unknown = /** @type {((inputs?: Rating_Margin_UnknownInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Margin_UnknownInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_margin_unknown(inputs)
	if (locale === "en-XA") return __en_xa2.rating_margin_unknown(inputs)
	return __en.rating_margin_unknown(inputs)
});
/**
* | output |
* | --- |
* | "Unknown: {why}" |
*
* @param {Rating_Margin_Unknown_WhyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_unknown_why = /** @type {((inputs: Rating_Margin_Unknown_WhyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Margin_Unknown_WhyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_margin_unknown_why(inputs)
	if (locale === "en-XA") return __en_xa2.rating_margin_unknown_why(inputs)
	return __en.rating_margin_unknown_why(inputs)
});
/**
* | output |
* | --- |
* | "Air" |
*
* @param {Rating_Mode_AirInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_mode_air = /** @type {((inputs?: Rating_Mode_AirInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Mode_AirInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_mode_air(inputs)
	if (locale === "en-XA") return __en_xa2.rating_mode_air(inputs)
	return __en.rating_mode_air(inputs)
});
/**
* | output |
* | --- |
* | "Boxes" |
*
* @param {Rating_Mode_BoxesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_mode_boxes = /** @type {((inputs?: Rating_Mode_BoxesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Mode_BoxesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_mode_boxes(inputs)
	if (locale === "en-XA") return __en_xa2.rating_mode_boxes(inputs)
	return __en.rating_mode_boxes(inputs)
});
/**
* | output |
* | --- |
* | "Pallets" |
*
* @param {Rating_Mode_PalletsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_mode_pallets = /** @type {((inputs?: Rating_Mode_PalletsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Mode_PalletsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_mode_pallets(inputs)
	if (locale === "en-XA") return __en_xa2.rating_mode_pallets(inputs)
	return __en.rating_mode_pallets(inputs)
});
/**
* | output |
* | --- |
* | "Sea FCL (full container)" |
*
* @param {Rating_Mode_Sea_FclInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_mode_sea_fcl = /** @type {((inputs?: Rating_Mode_Sea_FclInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Mode_Sea_FclInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_mode_sea_fcl(inputs)
	if (locale === "en-XA") return __en_xa2.rating_mode_sea_fcl(inputs)
	return __en.rating_mode_sea_fcl(inputs)
});
/**
* | output |
* | --- |
* | "Sea LCL (groupage)" |
*
* @param {Rating_Mode_Sea_LclInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_mode_sea_lcl = /** @type {((inputs?: Rating_Mode_Sea_LclInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Mode_Sea_LclInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_mode_sea_lcl(inputs)
	if (locale === "en-XA") return __en_xa2.rating_mode_sea_lcl(inputs)
	return __en.rating_mode_sea_lcl(inputs)
});
/**
* | output |
* | --- |
* | "The carrier gave no further details." |
*
* @param {Rating_No_Further_DetailsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_no_further_details = /** @type {((inputs?: Rating_No_Further_DetailsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_No_Further_DetailsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_no_further_details(inputs)
	if (locale === "en-XA") return __en_xa2.rating_no_further_details(inputs)
	return __en.rating_no_further_details(inputs)
});
/**
* | output |
* | --- |
* | "No rate passes the filters. Clear them to see every rate." |
*
* @param {Rating_No_Rate_PassesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_no_rate_passes = /** @type {((inputs?: Rating_No_Rate_PassesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_No_Rate_PassesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_no_rate_passes(inputs)
	if (locale === "en-XA") return __en_xa2.rating_no_rate_passes(inputs)
	return __en.rating_no_rate_passes(inputs)
});
/**
* | output |
* | --- |
* | "{reason} Saving a rate keeps its price as a quote, with its PDF." |
*
* @param {Rating_Not_Bookable_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_not_bookable_note = /** @type {((inputs: Rating_Not_Bookable_NoteInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Not_Bookable_NoteInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_not_bookable_note(inputs)
	if (locale === "en-XA") return __en_xa2.rating_not_bookable_note(inputs)
	return __en.rating_not_bookable_note(inputs)
});
/**
* | output |
* | --- |
* | "Not saved: {message}" |
*
* @param {Rating_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_not_saved = /** @type {((inputs: Rating_Not_SavedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Not_SavedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_not_saved(inputs)
	if (locale === "en-XA") return __en_xa2.rating_not_saved(inputs)
	return __en.rating_not_saved(inputs)
});
/**
* | output |
* | --- |
* | "Open Quotes" |
*
* @param {Rating_Open_QuotesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_open_quotes = /** @type {((inputs?: Rating_Open_QuotesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Open_QuotesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_open_quotes(inputs)
	if (locale === "en-XA") return __en_xa2.rating_open_quotes(inputs)
	return __en.rating_open_quotes(inputs)
});
/**
* | output |
* | --- |
* | "American (rated as Custom)" |
*
* @param {Rating_Pallet_AmericanInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_pallet_american = /** @type {((inputs?: Rating_Pallet_AmericanInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Pallet_AmericanInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_pallet_american(inputs)
	if (locale === "en-XA") return __en_xa2.rating_pallet_american(inputs)
	return __en.rating_pallet_american(inputs)
});
/**
* | output |
* | --- |
* | "{type} · as Custom" |
*
* @param {Rating_Pallet_As_CustomInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_pallet_as_custom = /** @type {((inputs: Rating_Pallet_As_CustomInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Pallet_As_CustomInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_pallet_as_custom(inputs)
	if (locale === "en-XA") return __en_xa2.rating_pallet_as_custom(inputs)
	return __en.rating_pallet_as_custom(inputs)
});
/**
* | output |
* | --- |
* | "Custom size" |
*
* @param {Rating_Pallet_CustomInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_pallet_custom = /** @type {((inputs?: Rating_Pallet_CustomInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Pallet_CustomInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_pallet_custom(inputs)
	if (locale === "en-XA") return __en_xa2.rating_pallet_custom(inputs)
	return __en.rating_pallet_custom(inputs)
});
/**
* | output |
* | --- |
* | "Euro (EUR 1)" |
*
* @param {Rating_Pallet_EuroInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_pallet_euro = /** @type {((inputs?: Rating_Pallet_EuroInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Pallet_EuroInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_pallet_euro(inputs)
	if (locale === "en-XA") return __en_xa2.rating_pallet_euro(inputs)
	return __en.rating_pallet_euro(inputs)
});
/**
* | output |
* | --- |
* | "EUR 2" |
*
* @param {Rating_Pallet_Euro2Inputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_pallet_euro2 = /** @type {((inputs?: Rating_Pallet_Euro2Inputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Pallet_Euro2Inputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_pallet_euro2(inputs)
	if (locale === "en-XA") return __en_xa2.rating_pallet_euro2(inputs)
	return __en.rating_pallet_euro2(inputs)
});
/**
* | output |
* | --- |
* | "Euro pallets are rated as EUR 1 (120 × 80 cm). American pallets (48 × 40 in) have no rating type of their own: they are rated as Custom, 122 × 102 cm. Pickin..." |
*
* @param {Rating_Pallet_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_pallet_hint = /** @type {((inputs?: Rating_Pallet_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Pallet_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_pallet_hint(inputs)
	if (locale === "en-XA") return __en_xa2.rating_pallet_hint(inputs)
	return __en.rating_pallet_hint(inputs)
});
/**
* | output |
* | --- |
* | "UK standard" |
*
* @param {Rating_Pallet_UkInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_pallet_uk = /** @type {((inputs?: Rating_Pallet_UkInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Pallet_UkInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_pallet_uk(inputs)
	if (locale === "en-XA") return __en_xa2.rating_pallet_uk(inputs)
	return __en.rating_pallet_uk(inputs)
});
/**
* | output |
* | --- |
* | "Pickup address" |
*
* @param {Rating_Pickup_AddressInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_pickup_address = /** @type {((inputs?: Rating_Pickup_AddressInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Pickup_AddressInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_pickup_address(inputs)
	if (locale === "en-XA") return __en_xa2.rating_pickup_address(inputs)
	return __en.rating_pickup_address(inputs)
});
/**
* | output |
* | --- |
* | "pickup {date}" |
*
* @param {Rating_Pickup_OnInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_pickup_on = /** @type {((inputs: Rating_Pickup_OnInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Pickup_OnInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_pickup_on(inputs)
	if (locale === "en-XA") return __en_xa2.rating_pickup_on(inputs)
	return __en.rating_pickup_on(inputs)
});
/**
* | output |
* | --- |
* | "Pre-booking: no sailing confirmed" |
*
* @param {Rating_PrebookingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_prebooking = /** @type {((inputs?: Rating_PrebookingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_PrebookingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_prebooking(inputs)
	if (locale === "en-XA") return __en_xa2.rating_prebooking(inputs)
	return __en.rating_prebooking(inputs)
});
/**
* | output |
* | --- |
* | "Price" |
*
* @param {Rating_PriceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_price = /** @type {((inputs?: Rating_PriceInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_PriceInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_price(inputs)
	if (locale === "en-XA") return __en_xa2.rating_price(inputs)
	return __en.rating_price(inputs)
});
/**
* | output |
* | --- |
* | "Asking the carriers for new rates…" |
*
* @param {Rating_Rates_Asking_AgainInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rates_asking_again = /** @type {((inputs?: Rating_Rates_Asking_AgainInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Rates_Asking_AgainInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_rates_asking_again(inputs)
	if (locale === "en-XA") return __en_xa2.rating_rates_asking_again(inputs)
	return __en.rating_rates_asking_again(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} rate" |
* | * | "{shown} rates" |
*
* @param {Rating_Rates_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rates_count = /** @type {((inputs: Rating_Rates_CountInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Rates_CountInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_rates_count(inputs)
	if (locale === "en-XA") return __en_xa2.rating_rates_count(inputs)
	return __en.rating_rates_count(inputs)
});
/**
* | output |
* | --- |
* | "Could not get rates" |
*
* @param {Rating_Rates_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rates_failed = /** @type {((inputs?: Rating_Rates_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Rates_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_rates_failed(inputs)
	if (locale === "en-XA") return __en_xa2.rating_rates_failed(inputs)
	return __en.rating_rates_failed(inputs)
});
/**
* | output |
* | --- |
* | "Try another pickup date, split the load, or check the places and sizes." |
*
* @param {Rating_Rates_None_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rates_none_body = /** @type {((inputs?: Rating_Rates_None_BodyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Rates_None_BodyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_rates_none_body(inputs)
	if (locale === "en-XA") return __en_xa2.rating_rates_none_body(inputs)
	return __en.rating_rates_none_body(inputs)
});
/**
* | output |
* | --- |
* | "No rates received: no carrier offers this shipment." |
*
* @param {Rating_Rates_None_ReceivedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rates_none_received = /** @type {((inputs?: Rating_Rates_None_ReceivedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Rates_None_ReceivedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_rates_none_received(inputs)
	if (locale === "en-XA") return __en_xa2.rating_rates_none_received(inputs)
	return __en.rating_rates_none_received(inputs)
});
/**
* | output |
* | --- |
* | "No carrier offers this shipment" |
*
* @param {Rating_Rates_None_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rates_none_title = /** @type {((inputs?: Rating_Rates_None_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Rates_None_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_rates_none_title(inputs)
	if (locale === "en-XA") return __en_xa2.rating_rates_none_title(inputs)
	return __en.rating_rates_none_title(inputs)
});
/**
* | output |
* | --- |
* | "The rates below are from the previous request." |
*
* @param {Rating_Rates_PreviousInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rates_previous = /** @type {((inputs?: Rating_Rates_PreviousInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Rates_PreviousInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_rates_previous(inputs)
	if (locale === "en-XA") return __en_xa2.rating_rates_previous(inputs)
	return __en.rating_rates_previous(inputs)
});
/**
* | output |
* | --- |
* | "{rates} from {carriers} received." |
*
* @param {Rating_Rates_ReceivedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rates_received = /** @type {((inputs: Rating_Rates_ReceivedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Rates_ReceivedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_rates_received(inputs)
	if (locale === "en-XA") return __en_xa2.rating_rates_received(inputs)
	return __en.rating_rates_received(inputs)
});
/**
* | output |
* | --- |
* | "{rates} from {carriers}{route} · received {when}" |
*
* @param {Rating_Rates_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rates_summary = /** @type {((inputs: Rating_Rates_SummaryInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Rates_SummaryInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_rates_summary(inputs)
	if (locale === "en-XA") return __en_xa2.rating_rates_summary(inputs)
	return __en.rating_rates_summary(inputs)
});
/**
* | output |
* | --- |
* | "Rates" |
*
* @param {Rating_Rates_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rates_title = /** @type {((inputs?: Rating_Rates_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Rates_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_rates_title(inputs)
	if (locale === "en-XA") return __en_xa2.rating_rates_title(inputs)
	return __en.rating_rates_title(inputs)
});
/**
* | output |
* | --- |
* | "Edit rules" |
*
* @param {Rating_Sale_Edit_RulesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sale_edit_rules = /** @type {((inputs?: Rating_Sale_Edit_RulesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Sale_Edit_RulesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_sale_edit_rules(inputs)
	if (locale === "en-XA") return __en_xa2.rating_sale_edit_rules(inputs)
	return __en.rating_sale_edit_rules(inputs)
});
/**
* | output |
* | --- |
* | "Rates of exchange" |
*
* @param {Rating_Sale_ExchangeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sale_exchange = /** @type {((inputs?: Rating_Sale_ExchangeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Sale_ExchangeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_sale_exchange(inputs)
	if (locale === "en-XA") return __en_xa2.rating_sale_exchange(inputs)
	return __en.rating_sale_exchange(inputs)
});
/**
* | output |
* | --- |
* | "A rule’s amounts are in a currency some rates have none in: their margin is unknown until you give a rate of exchange for these quotes. It is kept with each ..." |
*
* @param {Rating_Sale_Exchange_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sale_exchange_hint = /** @type {((inputs?: Rating_Sale_Exchange_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Sale_Exchange_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_sale_exchange_hint(inputs)
	if (locale === "en-XA") return __en_xa2.rating_sale_exchange_hint(inputs)
	return __en.rating_sale_exchange_hint(inputs)
});
/**
* | output |
* | --- |
* | "A rate such as 1.085 (up to 6 decimals)" |
*
* @param {Rating_Sale_Exchange_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sale_exchange_invalid = /** @type {((inputs?: Rating_Sale_Exchange_InvalidInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Sale_Exchange_InvalidInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_sale_exchange_invalid(inputs)
	if (locale === "en-XA") return __en_xa2.rating_sale_exchange_invalid(inputs)
	return __en.rating_sale_exchange_invalid(inputs)
});
/**
* | output |
* | --- |
* | "1 {from} in {to}" |
*
* @param {Rating_Sale_Exchange_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sale_exchange_label = /** @type {((inputs: Rating_Sale_Exchange_LabelInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Sale_Exchange_LabelInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_sale_exchange_label(inputs)
	if (locale === "en-XA") return __en_xa2.rating_sale_exchange_label(inputs)
	return __en.rating_sale_exchange_label(inputs)
});
/**
* | output |
* | --- |
* | "e.g. 1.085" |
*
* @param {Rating_Sale_Exchange_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sale_exchange_placeholder = /** @type {((inputs?: Rating_Sale_Exchange_PlaceholderInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Sale_Exchange_PlaceholderInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_sale_exchange_placeholder(inputs)
	if (locale === "en-XA") return __en_xa2.rating_sale_exchange_placeholder(inputs)
	return __en.rating_sale_exchange_placeholder(inputs)
});
/**
* | output |
* | --- |
* | "Sell prices for {customer} (picked on the form above), from {rules}. The customer’s PDF shows the sell price only." |
*
* @param {Rating_Sale_For_CustomerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sale_for_customer = /** @type {((inputs: Rating_Sale_For_CustomerInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Sale_For_CustomerInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_sale_for_customer(inputs)
	if (locale === "en-XA") return __en_xa2.rating_sale_for_customer(inputs)
	return __en.rating_sale_for_customer(inputs)
});
/**
* | output |
* | --- |
* | "Sell prices for {customer} (the desk’s own rules), from {rules}. The customer’s PDF shows the sell price only." |
*
* @param {Rating_Sale_For_DeskInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sale_for_desk = /** @type {((inputs: Rating_Sale_For_DeskInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Sale_For_DeskInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_sale_for_desk(inputs)
	if (locale === "en-XA") return __en_xa2.rating_sale_for_desk(inputs)
	return __en.rating_sale_for_desk(inputs)
});
/**
* | output |
* | --- |
* | "no customer" |
*
* @param {Rating_Sale_No_CustomerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sale_no_customer = /** @type {((inputs?: Rating_Sale_No_CustomerInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Sale_No_CustomerInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_sale_no_customer(inputs)
	if (locale === "en-XA") return __en_xa2.rating_sale_no_customer(inputs)
	return __en.rating_sale_no_customer(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} margin rule" |
* | * | "{shown} margin rules" |
*
* @param {Rating_Sale_RulesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sale_rules = /** @type {((inputs: Rating_Sale_RulesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Sale_RulesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_sale_rules(inputs)
	if (locale === "en-XA") return __en_xa2.rating_sale_rules(inputs)
	return __en.rating_sale_rules(inputs)
});
/**
* | output |
* | --- |
* | "Could not save the quote" |
*
* @param {Rating_Save_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_save_failed = /** @type {((inputs?: Rating_Save_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Save_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_save_failed(inputs)
	if (locale === "en-XA") return __en_xa2.rating_save_failed(inputs)
	return __en.rating_save_failed(inputs)
});
/**
* | output |
* | --- |
* | "Saving a quote needs the service." |
*
* @param {Rating_Save_Needs_ServiceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_save_needs_service = /** @type {((inputs?: Rating_Save_Needs_ServiceInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Save_Needs_ServiceInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_save_needs_service(inputs)
	if (locale === "en-XA") return __en_xa2.rating_save_needs_service(inputs)
	return __en.rating_save_needs_service(inputs)
});
/**
* | output |
* | --- |
* | "The service did not save the quote and gave no reason." |
*
* @param {Rating_Save_No_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_save_no_reason = /** @type {((inputs?: Rating_Save_No_ReasonInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Save_No_ReasonInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_save_no_reason(inputs)
	if (locale === "en-XA") return __en_xa2.rating_save_no_reason(inputs)
	return __en.rating_save_no_reason(inputs)
});
/**
* | output |
* | --- |
* | "Save quote" |
*
* @param {Rating_Save_QuoteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_save_quote = /** @type {((inputs?: Rating_Save_QuoteInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Save_QuoteInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_save_quote(inputs)
	if (locale === "en-XA") return __en_xa2.rating_save_quote(inputs)
	return __en.rating_save_quote(inputs)
});
/**
* | output |
* | --- |
* | "Unknown" |
*
* @param {Rating_Save_Unknown_BadgeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_save_unknown_badge = /** @type {((inputs?: Rating_Save_Unknown_BadgeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Save_Unknown_BadgeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_save_unknown_badge(inputs)
	if (locale === "en-XA") return __en_xa2.rating_save_unknown_badge(inputs)
	return __en.rating_save_unknown_badge(inputs)
});
/**
* | output |
* | --- |
* | "Check Quotes: if a quote from {carrier} is listed, it was saved. If it is not, get rates again and save the new rate." |
*
* @param {Rating_Save_Unknown_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_save_unknown_body = /** @type {((inputs: Rating_Save_Unknown_BodyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Save_Unknown_BodyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_save_unknown_body(inputs)
	if (locale === "en-XA") return __en_xa2.rating_save_unknown_body(inputs)
	return __en.rating_save_unknown_body(inputs)
});
/**
* | output |
* | --- |
* | "Check Quotes: if a quote from {carrier} for {amount} is listed, it was saved. If it is not, get rates again and save the new rate." |
*
* @param {Rating_Save_Unknown_Body_AmountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_save_unknown_body_amount = /** @type {((inputs: Rating_Save_Unknown_Body_AmountInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Save_Unknown_Body_AmountInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_save_unknown_body_amount(inputs)
	if (locale === "en-XA") return __en_xa2.rating_save_unknown_body_amount(inputs)
	return __en.rating_save_unknown_body_amount(inputs)
});
/**
* | output |
* | --- |
* | "the quote may or may not have been saved" |
*
* @param {Rating_Save_Unknown_WhatInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_save_unknown_what = /** @type {((inputs?: Rating_Save_Unknown_WhatInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Save_Unknown_WhatInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_save_unknown_what(inputs)
	if (locale === "en-XA") return __en_xa2.rating_save_unknown_what(inputs)
	return __en.rating_save_unknown_what(inputs)
});
/**
* | output |
* | --- |
* | "Saved" |
*
* @param {Rating_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_saved = /** @type {((inputs?: Rating_SavedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_SavedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_saved(inputs)
	if (locale === "en-XA") return __en_xa2.rating_saved(inputs)
	return __en.rating_saved(inputs)
});
/**
* | output |
* | --- |
* | "Saved as a quote." |
*
* @param {Rating_Saved_As_QuoteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_saved_as_quote = /** @type {((inputs?: Rating_Saved_As_QuoteInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Saved_As_QuoteInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_saved_as_quote(inputs)
	if (locale === "en-XA") return __en_xa2.rating_saved_as_quote(inputs)
	return __en.rating_saved_as_quote(inputs)
});
/**
* | output |
* | --- |
* | "Saved as a quote ({message})." |
*
* @param {Rating_Saved_As_Quote_MessageInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_saved_as_quote_message = /** @type {((inputs: Rating_Saved_As_Quote_MessageInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Saved_As_Quote_MessageInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_saved_as_quote_message(inputs)
	if (locale === "en-XA") return __en_xa2.rating_saved_as_quote_message(inputs)
	return __en.rating_saved_as_quote_message(inputs)
});
/**
* | output |
* | --- |
* | "Saved as a quote, {number}." |
*
* @param {Rating_Saved_As_Quote_NumberInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_saved_as_quote_number = /** @type {((inputs: Rating_Saved_As_Quote_NumberInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Saved_As_Quote_NumberInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_saved_as_quote_number(inputs)
	if (locale === "en-XA") return __en_xa2.rating_saved_as_quote_number(inputs)
	return __en.rating_saved_as_quote_number(inputs)
});
/**
* | output |
* | --- |
* | "Saved as a quote, {number} ({message})." |
*
* @param {Rating_Saved_As_Quote_Number_MessageInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_saved_as_quote_number_message = /** @type {((inputs: Rating_Saved_As_Quote_Number_MessageInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Saved_As_Quote_Number_MessageInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_saved_as_quote_number_message(inputs)
	if (locale === "en-XA") return __en_xa2.rating_saved_as_quote_number_message(inputs)
	return __en.rating_saved_as_quote_number_message(inputs)
});
/**
* | output |
* | --- |
* | "Shipment mode" |
*
* @param {Rating_Screen_ModeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_screen_mode = /** @type {((inputs?: Rating_Screen_ModeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Screen_ModeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_screen_mode(inputs)
	if (locale === "en-XA") return __en_xa2.rating_screen_mode(inputs)
	return __en.rating_screen_mode(inputs)
});
/**
* | output |
* | --- |
* | "By" |
*
* @param {Rating_Sea_ByInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sea_by = /** @type {((inputs?: Rating_Sea_ByInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Sea_ByInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_sea_by(inputs)
	if (locale === "en-XA") return __en_xa2.rating_sea_by(inputs)
	return __en.rating_sea_by(inputs)
});
/**
* | output |
* | --- |
* | "Charge" |
*
* @param {Rating_Sea_ChargeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sea_charge = /** @type {((inputs?: Rating_Sea_ChargeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Sea_ChargeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_sea_charge(inputs)
	if (locale === "en-XA") return __en_xa2.rating_sea_charge(inputs)
	return __en.rating_sea_charge(inputs)
});
/**
* | output |
* | --- |
* | "Deadline" |
*
* @param {Rating_Sea_DeadlineInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sea_deadline = /** @type {((inputs?: Rating_Sea_DeadlineInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Sea_DeadlineInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_sea_deadline(inputs)
	if (locale === "en-XA") return __en_xa2.rating_sea_deadline(inputs)
	return __en.rating_sea_deadline(inputs)
});
/**
* | output |
* | --- |
* | "Deadlines" |
*
* @param {Rating_Sea_DeadlinesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sea_deadlines = /** @type {((inputs?: Rating_Sea_DeadlinesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Sea_DeadlinesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_sea_deadlines(inputs)
	if (locale === "en-XA") return __en_xa2.rating_sea_deadlines(inputs)
	return __en.rating_sea_deadlines(inputs)
});
/**
* | output |
* | --- |
* | "Free days" |
*
* @param {Rating_Sea_Free_DaysInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sea_free_days = /** @type {((inputs?: Rating_Sea_Free_DaysInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Sea_Free_DaysInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_sea_free_days(inputs)
	if (locale === "en-XA") return __en_xa2.rating_sea_free_days(inputs)
	return __en.rating_sea_free_days(inputs)
});
/**
* | output |
* | --- |
* | "Free time" |
*
* @param {Rating_Sea_Free_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sea_free_time = /** @type {((inputs?: Rating_Sea_Free_TimeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Sea_Free_TimeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_sea_free_time(inputs)
	if (locale === "en-XA") return __en_xa2.rating_sea_free_time(inputs)
	return __en.rating_sea_free_time(inputs)
});
/**
* | output |
* | --- |
* | "Free-time conditions" |
*
* @param {Rating_Sea_Free_Time_ConditionsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sea_free_time_conditions = /** @type {((inputs?: Rating_Sea_Free_Time_ConditionsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Sea_Free_Time_ConditionsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_sea_free_time_conditions(inputs)
	if (locale === "en-XA") return __en_xa2.rating_sea_free_time_conditions(inputs)
	return __en.rating_sea_free_time_conditions(inputs)
});
/**
* | output |
* | --- |
* | "Kind" |
*
* @param {Rating_Sea_KindInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sea_kind = /** @type {((inputs?: Rating_Sea_KindInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Sea_KindInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_sea_kind(inputs)
	if (locale === "en-XA") return __en_xa2.rating_sea_kind(inputs)
	return __en.rating_sea_kind(inputs)
});
/**
* | output |
* | --- |
* | "Leg {number}{leg}" |
*
* @param {Rating_Sea_LegInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sea_leg = /** @type {((inputs: Rating_Sea_LegInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Sea_LegInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_sea_leg(inputs)
	if (locale === "en-XA") return __en_xa2.rating_sea_leg(inputs)
	return __en.rating_sea_leg(inputs)
});
/**
* | output |
* | --- |
* | "No deadlines given." |
*
* @param {Rating_Sea_No_DeadlinesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sea_no_deadlines = /** @type {((inputs?: Rating_Sea_No_DeadlinesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Sea_No_DeadlinesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_sea_no_deadlines(inputs)
	if (locale === "en-XA") return __en_xa2.rating_sea_no_deadlines(inputs)
	return __en.rating_sea_no_deadlines(inputs)
});
/**
* | output |
* | --- |
* | "No free-time conditions given." |
*
* @param {Rating_Sea_No_Free_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sea_no_free_time = /** @type {((inputs?: Rating_Sea_No_Free_TimeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Sea_No_Free_TimeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_sea_no_free_time(inputs)
	if (locale === "en-XA") return __en_xa2.rating_sea_no_free_time(inputs)
	return __en.rating_sea_no_free_time(inputs)
});
/**
* | output |
* | --- |
* | "No legs yet." |
*
* @param {Rating_Sea_No_LegsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sea_no_legs = /** @type {((inputs?: Rating_Sea_No_LegsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Sea_No_LegsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_sea_no_legs(inputs)
	if (locale === "en-XA") return __en_xa2.rating_sea_no_legs(inputs)
	return __en.rating_sea_no_legs(inputs)
});
/**
* | output |
* | --- |
* | "No legs yet: the schedule comes with the confirmation." |
*
* @param {Rating_Sea_No_Legs_PrebookingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sea_no_legs_prebooking = /** @type {((inputs?: Rating_Sea_No_Legs_PrebookingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Sea_No_Legs_PrebookingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_sea_no_legs_prebooking(inputs)
	if (locale === "en-XA") return __en_xa2.rating_sea_no_legs_prebooking(inputs)
	return __en.rating_sea_no_legs_prebooking(inputs)
});
/**
* | output |
* | --- |
* | "No penalties given." |
*
* @param {Rating_Sea_No_PenaltiesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sea_no_penalties = /** @type {((inputs?: Rating_Sea_No_PenaltiesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Sea_No_PenaltiesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_sea_no_penalties(inputs)
	if (locale === "en-XA") return __en_xa2.rating_sea_no_penalties(inputs)
	return __en.rating_sea_no_penalties(inputs)
});
/**
* | output |
* | --- |
* | "Penalties" |
*
* @param {Rating_Sea_PenaltiesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sea_penalties = /** @type {((inputs?: Rating_Sea_PenaltiesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Sea_PenaltiesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_sea_penalties(inputs)
	if (locale === "en-XA") return __en_xa2.rating_sea_penalties(inputs)
	return __en.rating_sea_penalties(inputs)
});
/**
* | output |
* | --- |
* | "Pre-booking: no sailing confirmed. The carrier confirms the vessel and the dates after the booking." |
*
* @param {Rating_Sea_PrebookingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sea_prebooking = /** @type {((inputs?: Rating_Sea_PrebookingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Sea_PrebookingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_sea_prebooking(inputs)
	if (locale === "en-XA") return __en_xa2.rating_sea_prebooking(inputs)
	return __en.rating_sea_prebooking(inputs)
});
/**
* | output |
* | --- |
* | "Route" |
*
* @param {Rating_Sea_RouteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sea_route = /** @type {((inputs?: Rating_Sea_RouteInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Sea_RouteInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_sea_route(inputs)
	if (locale === "en-XA") return __en_xa2.rating_sea_route(inputs)
	return __en.rating_sea_route(inputs)
});
/**
* | output |
* | --- |
* | "Route legs" |
*
* @param {Rating_Sea_Route_LegsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sea_route_legs = /** @type {((inputs?: Rating_Sea_Route_LegsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Sea_Route_LegsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_sea_route_legs(inputs)
	if (locale === "en-XA") return __en_xa2.rating_sea_route_legs(inputs)
	return __en.rating_sea_route_legs(inputs)
});
/**
* | output |
* | --- |
* | "Vessel" |
*
* @param {Rating_Sea_VesselInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sea_vessel = /** @type {((inputs?: Rating_Sea_VesselInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Sea_VesselInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_sea_vessel(inputs)
	if (locale === "en-XA") return __en_xa2.rating_sea_vessel(inputs)
	return __en.rating_sea_vessel(inputs)
});
/**
* | output |
* | --- |
* | "{note} · see Details" |
*
* @param {Rating_See_DetailsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_see_details = /** @type {((inputs: Rating_See_DetailsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_See_DetailsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_see_details(inputs)
	if (locale === "en-XA") return __en_xa2.rating_see_details(inputs)
	return __en.rating_see_details(inputs)
});
/**
* | output |
* | --- |
* | "The sell price is not known." |
*
* @param {Rating_Sell_Not_KnownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sell_not_known = /** @type {((inputs?: Rating_Sell_Not_KnownInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Sell_Not_KnownInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_sell_not_known(inputs)
	if (locale === "en-XA") return __en_xa2.rating_sell_not_known(inputs)
	return __en.rating_sell_not_known(inputs)
});
/**
* | output |
* | --- |
* | "Unknown" |
*
* @param {Rating_Sell_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sell_unknown = /** @type {((inputs?: Rating_Sell_UnknownInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Sell_UnknownInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_sell_unknown(inputs)
	if (locale === "en-XA") return __en_xa2.rating_sell_unknown(inputs)
	return __en.rating_sell_unknown(inputs)
});
/**
* | output |
* | --- |
* | "Show details" |
*
* @param {Rating_Show_DetailsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_show_details = /** @type {((inputs?: Rating_Show_DetailsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Show_DetailsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_show_details(inputs)
	if (locale === "en-XA") return __en_xa2.rating_show_details(inputs)
	return __en.rating_show_details(inputs)
});
/**
* | output |
* | --- |
* | "Sorting compares the amounts in {currency}; nothing is converted." |
*
* @param {Rating_Sort_CurrencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sort_currency = /** @type {((inputs: Rating_Sort_CurrencyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Sort_CurrencyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_sort_currency(inputs)
	if (locale === "en-XA") return __en_xa2.rating_sort_currency(inputs)
	return __en.rating_sort_currency(inputs)
});
/**
* | output |
* | --- |
* | "no currency" |
*
* @param {Rating_Sort_No_CurrencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sort_no_currency = /** @type {((inputs?: Rating_Sort_No_CurrencyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Sort_No_CurrencyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_sort_no_currency(inputs)
	if (locale === "en-XA") return __en_xa2.rating_sort_no_currency(inputs)
	return __en.rating_sort_no_currency(inputs)
});
/**
* | output |
* | --- |
* | "Surcharge" |
*
* @param {Rating_SurchargeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_surcharge = /** @type {((inputs?: Rating_SurchargeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_SurchargeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_surcharge(inputs)
	if (locale === "en-XA") return __en_xa2.rating_surcharge(inputs)
	return __en.rating_surcharge(inputs)
});
/**
* | output |
* | --- |
* | "All surcharges" |
*
* @param {Rating_Surcharges_AllInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_surcharges_all = /** @type {((inputs?: Rating_Surcharges_AllInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Surcharges_AllInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_surcharges_all(inputs)
	if (locale === "en-XA") return __en_xa2.rating_surcharges_all(inputs)
	return __en.rating_surcharges_all(inputs)
});
/**
* | output |
* | --- |
* | "Basis" |
*
* @param {Rating_Surcharges_BasisInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_surcharges_basis = /** @type {((inputs?: Rating_Surcharges_BasisInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Surcharges_BasisInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_surcharges_basis(inputs)
	if (locale === "en-XA") return __en_xa2.rating_surcharges_basis(inputs)
	return __en.rating_surcharges_basis(inputs)
});
/**
* | output |
* | --- |
* | "Code" |
*
* @param {Rating_Surcharges_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_surcharges_code = /** @type {((inputs?: Rating_Surcharges_CodeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Surcharges_CodeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_surcharges_code(inputs)
	if (locale === "en-XA") return __en_xa2.rating_surcharges_code(inputs)
	return __en.rating_surcharges_code(inputs)
});
/**
* | output |
* | --- |
* | "Description" |
*
* @param {Rating_Surcharges_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_surcharges_description = /** @type {((inputs?: Rating_Surcharges_DescriptionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Surcharges_DescriptionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_surcharges_description(inputs)
	if (locale === "en-XA") return __en_xa2.rating_surcharges_description(inputs)
	return __en.rating_surcharges_description(inputs)
});
/**
* | output |
* | --- |
* | "Total {group}" |
*
* @param {Rating_Surcharges_Group_TotalInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_surcharges_group_total = /** @type {((inputs: Rating_Surcharges_Group_TotalInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Surcharges_Group_TotalInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_surcharges_group_total(inputs)
	if (locale === "en-XA") return __en_xa2.rating_surcharges_group_total(inputs)
	return __en.rating_surcharges_group_total(inputs)
});
/**
* | output |
* | --- |
* | "The carrier sent some amounts without a currency: they are shown as sent, without a symbol." |
*
* @param {Rating_Surcharges_No_CurrencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_surcharges_no_currency = /** @type {((inputs?: Rating_Surcharges_No_CurrencyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Surcharges_No_CurrencyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_surcharges_no_currency(inputs)
	if (locale === "en-XA") return __en_xa2.rating_surcharges_no_currency(inputs)
	return __en.rating_surcharges_no_currency(inputs)
});
/**
* | output |
* | --- |
* | "The rate lists no surcharges." |
*
* @param {Rating_Surcharges_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_surcharges_none = /** @type {((inputs?: Rating_Surcharges_NoneInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Surcharges_NoneInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_surcharges_none(inputs)
	if (locale === "en-XA") return __en_xa2.rating_surcharges_none(inputs)
	return __en.rating_surcharges_none(inputs)
});
/**
* | output |
* | --- |
* | "Qty" |
*
* @param {Rating_Surcharges_QtyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_surcharges_qty = /** @type {((inputs?: Rating_Surcharges_QtyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Surcharges_QtyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_surcharges_qty(inputs)
	if (locale === "en-XA") return __en_xa2.rating_surcharges_qty(inputs)
	return __en.rating_surcharges_qty(inputs)
});
/**
* | output |
* | --- |
* | "Total" |
*
* @param {Rating_Surcharges_TotalInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_surcharges_total = /** @type {((inputs?: Rating_Surcharges_TotalInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Surcharges_TotalInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_surcharges_total(inputs)
	if (locale === "en-XA") return __en_xa2.rating_surcharges_total(inputs)
	return __en.rating_surcharges_total(inputs)
});
/**
* | output |
* | --- |
* | "Unit price" |
*
* @param {Rating_Surcharges_Unit_PriceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_surcharges_unit_price = /** @type {((inputs?: Rating_Surcharges_Unit_PriceInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Surcharges_Unit_PriceInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_surcharges_unit_price(inputs)
	if (locale === "en-XA") return __en_xa2.rating_surcharges_unit_price(inputs)
	return __en.rating_surcharges_unit_price(inputs)
});
/**
* | output |
* | --- |
* | "Rates, {rates}" |
*
* @param {Rating_Table_CaptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_table_caption = /** @type {((inputs: Rating_Table_CaptionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Table_CaptionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_table_caption(inputs)
	if (locale === "en-XA") return __en_xa2.rating_table_caption(inputs)
	return __en.rating_table_caption(inputs)
});
/**
* | output |
* | --- |
* | "To" |
*
* @param {Rating_ToInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_to = /** @type {((inputs?: Rating_ToInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_ToInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_to(inputs)
	if (locale === "en-XA") return __en_xa2.rating_to(inputs)
	return __en.rating_to(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} day" |
* | * | "{shown} days" |
*
* @param {Rating_Validity_DaysInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_validity_days = /** @type {((inputs: Rating_Validity_DaysInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Validity_DaysInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_validity_days(inputs)
	if (locale === "en-XA") return __en_xa2.rating_validity_days(inputs)
	return __en.rating_validity_days(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} day {hours} h" |
* | * | "{shown} days {hours} h" |
*
* @param {Rating_Validity_Days_HoursInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_validity_days_hours = /** @type {((inputs: Rating_Validity_Days_HoursInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Validity_Days_HoursInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_validity_days_hours(inputs)
	if (locale === "en-XA") return __en_xa2.rating_validity_days_hours(inputs)
	return __en.rating_validity_days_hours(inputs)
});
/**
* | output |
* | --- |
* | "Expired" |
*
* @param {Rating_Validity_ExpiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_validity_expired = /** @type {((inputs?: Rating_Validity_ExpiredInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Validity_ExpiredInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_validity_expired(inputs)
	if (locale === "en-XA") return __en_xa2.rating_validity_expired(inputs)
	return __en.rating_validity_expired(inputs)
});
/**
* | output |
* | --- |
* | "Expired {duration} ago" |
*
* @param {Rating_Validity_Expired_AgoInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_validity_expired_ago = /** @type {((inputs: Rating_Validity_Expired_AgoInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Validity_Expired_AgoInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_validity_expired_ago(inputs)
	if (locale === "en-XA") return __en_xa2.rating_validity_expired_ago(inputs)
	return __en.rating_validity_expired_ago(inputs)
});
/**
* | output |
* | --- |
* | "Expires in {duration}" |
*
* @param {Rating_Validity_Expires_InInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_validity_expires_in = /** @type {((inputs: Rating_Validity_Expires_InInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Validity_Expires_InInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_validity_expires_in(inputs)
	if (locale === "en-XA") return __en_xa2.rating_validity_expires_in(inputs)
	return __en.rating_validity_expires_in(inputs)
});
/**
* | output |
* | --- |
* | "{hours} h" |
*
* @param {Rating_Validity_HoursInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_validity_hours = /** @type {((inputs: Rating_Validity_HoursInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Validity_HoursInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_validity_hours(inputs)
	if (locale === "en-XA") return __en_xa2.rating_validity_hours(inputs)
	return __en.rating_validity_hours(inputs)
});
/**
* | output |
* | --- |
* | "{hours} h {minutes} min" |
*
* @param {Rating_Validity_Hours_MinutesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_validity_hours_minutes = /** @type {((inputs: Rating_Validity_Hours_MinutesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Validity_Hours_MinutesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_validity_hours_minutes(inputs)
	if (locale === "en-XA") return __en_xa2.rating_validity_hours_minutes(inputs)
	return __en.rating_validity_hours_minutes(inputs)
});
/**
* | output |
* | --- |
* | "less than a minute" |
*
* @param {Rating_Validity_Less_Than_MinuteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_validity_less_than_minute = /** @type {((inputs?: Rating_Validity_Less_Than_MinuteInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Validity_Less_Than_MinuteInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_validity_less_than_minute(inputs)
	if (locale === "en-XA") return __en_xa2.rating_validity_less_than_minute(inputs)
	return __en.rating_validity_less_than_minute(inputs)
});
/**
* | output |
* | --- |
* | "{minutes} min" |
*
* @param {Rating_Validity_MinutesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_validity_minutes = /** @type {((inputs: Rating_Validity_MinutesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Validity_MinutesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_validity_minutes(inputs)
	if (locale === "en-XA") return __en_xa2.rating_validity_minutes(inputs)
	return __en.rating_validity_minutes(inputs)
});
/**
* | output |
* | --- |
* | "Not given" |
*
* @param {Rating_Validity_Not_GivenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_validity_not_given = /** @type {((inputs?: Rating_Validity_Not_GivenInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Validity_Not_GivenInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_validity_not_given(inputs)
	if (locale === "en-XA") return __en_xa2.rating_validity_not_given(inputs)
	return __en.rating_validity_not_given(inputs)
});
/**
* | output |
* | --- |
* | "until {when}" |
*
* @param {Rating_Validity_UntilInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_validity_until = /** @type {((inputs: Rating_Validity_UntilInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Validity_UntilInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_validity_until(inputs)
	if (locale === "en-XA") return __en_xa2.rating_validity_until(inputs)
	return __en.rating_validity_until(inputs)
});
/**
* | output |
* | --- |
* | "Asking the carriers for rates…" |
*
* @param {Rating_Waiting_AskingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_waiting_asking = /** @type {((inputs?: Rating_Waiting_AskingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Waiting_AskingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_waiting_asking(inputs)
	if (locale === "en-XA") return __en_xa2.rating_waiting_asking(inputs)
	return __en.rating_waiting_asking(inputs)
});
/**
* | output |
* | --- |
* | "Fill in the shipment above and choose Get rates. The carriers’ offers are compared here." |
*
* @param {Rating_Waiting_None_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_waiting_none_body = /** @type {((inputs?: Rating_Waiting_None_BodyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Waiting_None_BodyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_waiting_none_body(inputs)
	if (locale === "en-XA") return __en_xa2.rating_waiting_none_body(inputs)
	return __en.rating_waiting_none_body(inputs)
});
/**
* | output |
* | --- |
* | "No rates yet" |
*
* @param {Rating_Waiting_None_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_waiting_none_title = /** @type {((inputs?: Rating_Waiting_None_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Waiting_None_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.rating_waiting_none_title(inputs)
	if (locale === "en-XA") return __en_xa2.rating_waiting_none_title(inputs)
	return __en.rating_waiting_none_title(inputs)
});
/**
* | output |
* | --- |
* | "Retry" |
*
* @param {RetryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const retry = /** @type {((inputs?: RetryInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<RetryInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.retry(inputs)
	if (locale === "en-XA") return __en_xa2.retry(inputs)
	return __en.retry(inputs)
});
/**
* | output |
* | --- |
* | "Bookings" |
*
* @param {Route_BookingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_booking = /** @type {((inputs?: Route_BookingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Route_BookingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.route_booking(inputs)
	if (locale === "en-XA") return __en_xa2.route_booking(inputs)
	return __en.route_booking(inputs)
});
/**
* | output |
* | --- |
* | "Every booking and the booking forms in progress. Book a rate from Rating or a saved quote from Quotes." |
*
* @param {Route_Booking_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_booking_summary = /** @type {((inputs?: Route_Booking_SummaryInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Route_Booking_SummaryInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.route_booking_summary(inputs)
	if (locale === "en-XA") return __en_xa2.route_booking_summary(inputs)
	return __en.route_booking_summary(inputs)
});
/**
* | output |
* | --- |
* | "Documents" |
*
* @param {Route_DocumentsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_documents = /** @type {((inputs?: Route_DocumentsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Route_DocumentsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.route_documents(inputs)
	if (locale === "en-XA") return __en_xa2.route_documents(inputs)
	return __en.route_documents(inputs)
});
/**
* | output |
* | --- |
* | "The documents each booked shipment needs: drop files to upload them, download templates and uploads." |
*
* @param {Route_Documents_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_documents_summary = /** @type {((inputs?: Route_Documents_SummaryInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Route_Documents_SummaryInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.route_documents_summary(inputs)
	if (locale === "en-XA") return __en_xa2.route_documents_summary(inputs)
	return __en.route_documents_summary(inputs)
});
/**
* | output |
* | --- |
* | "Lookups" |
*
* @param {Route_LookupsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_lookups = /** @type {((inputs?: Route_LookupsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Route_LookupsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.route_lookups(inputs)
	if (locale === "en-XA") return __en_xa2.route_lookups(inputs)
	return __en.route_lookups(inputs)
});
/**
* | output |
* | --- |
* | "Reference data from the freight service: ports, container types, postal codes, pallet types and airports." |
*
* @param {Route_Lookups_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_lookups_summary = /** @type {((inputs?: Route_Lookups_SummaryInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Route_Lookups_SummaryInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.route_lookups_summary(inputs)
	if (locale === "en-XA") return __en_xa2.route_lookups_summary(inputs)
	return __en.route_lookups_summary(inputs)
});
/**
* | output |
* | --- |
* | "Pricing" |
*
* @param {Route_PricingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_pricing = /** @type {((inputs?: Route_PricingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Route_PricingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.route_pricing(inputs)
	if (locale === "en-XA") return __en_xa2.route_pricing(inputs)
	return __en.route_pricing(inputs)
});
/**
* | output |
* | --- |
* | "Your customers and margin rules, what quotes are sold at, and the quotes report per customer and period." |
*
* @param {Route_Pricing_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_pricing_summary = /** @type {((inputs?: Route_Pricing_SummaryInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Route_Pricing_SummaryInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.route_pricing_summary(inputs)
	if (locale === "en-XA") return __en_xa2.route_pricing_summary(inputs)
	return __en.route_pricing_summary(inputs)
});
/**
* | output |
* | --- |
* | "Quotes" |
*
* @param {Route_QuotesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_quotes = /** @type {((inputs?: Route_QuotesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Route_QuotesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.route_quotes(inputs)
	if (locale === "en-XA") return __en_xa2.route_quotes(inputs)
	return __en.route_quotes(inputs)
});
/**
* | output |
* | --- |
* | "Saved rates, their prices and surcharges, and when they expire; book or delete them." |
*
* @param {Route_Quotes_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_quotes_summary = /** @type {((inputs?: Route_Quotes_SummaryInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Route_Quotes_SummaryInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.route_quotes_summary(inputs)
	if (locale === "en-XA") return __en_xa2.route_quotes_summary(inputs)
	return __en.route_quotes_summary(inputs)
});
/**
* | output |
* | --- |
* | "Rating" |
*
* @param {Route_RatingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_rating = /** @type {((inputs?: Route_RatingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Route_RatingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.route_rating(inputs)
	if (locale === "en-XA") return __en_xa2.route_rating(inputs)
	return __en.route_rating(inputs)
});
/**
* | output |
* | --- |
* | "Price boxes, pallets, sea FCL or LCL and air shipments, compare the carriers’ offers, save one as a quote or book it." |
*
* @param {Route_Rating_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_rating_summary = /** @type {((inputs?: Route_Rating_SummaryInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Route_Rating_SummaryInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.route_rating_summary(inputs)
	if (locale === "en-XA") return __en_xa2.route_rating_summary(inputs)
	return __en.route_rating_summary(inputs)
});
/**
* | output |
* | --- |
* | "Settings" |
*
* @param {Route_SettingsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_settings = /** @type {((inputs?: Route_SettingsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Route_SettingsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.route_settings(inputs)
	if (locale === "en-XA") return __en_xa2.route_settings(inputs)
	return __en.route_settings(inputs)
});
/**
* | output |
* | --- |
* | "Connection profiles (the embedded sandbox and your freight service accounts), sync and notifications." |
*
* @param {Route_Settings_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_settings_summary = /** @type {((inputs?: Route_Settings_SummaryInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Route_Settings_SummaryInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.route_settings_summary(inputs)
	if (locale === "en-XA") return __en_xa2.route_settings_summary(inputs)
	return __en.route_settings_summary(inputs)
});
/**
* | output |
* | --- |
* | "Tariffs" |
*
* @param {Route_TariffsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_tariffs = /** @type {((inputs?: Route_TariffsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Route_TariffsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.route_tariffs(inputs)
	if (locale === "en-XA") return __en_xa2.route_tariffs(inputs)
	return __en.route_tariffs(inputs)
});
/**
* | output |
* | --- |
* | "Upload maritime tariffs (CSV, PDF, XLSX…) and read the tariff report of a contract, rate by rate." |
*
* @param {Route_Tariffs_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_tariffs_summary = /** @type {((inputs?: Route_Tariffs_SummaryInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Route_Tariffs_SummaryInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.route_tariffs_summary(inputs)
	if (locale === "en-XA") return __en_xa2.route_tariffs_summary(inputs)
	return __en.route_tariffs_summary(inputs)
});
/**
* | output |
* | --- |
* | "Today" |
*
* @param {Route_TodayInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_today = /** @type {((inputs?: Route_TodayInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Route_TodayInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.route_today(inputs)
	if (locale === "en-XA") return __en_xa2.route_today(inputs)
	return __en.route_today(inputs)
});
/**
* | output |
* | --- |
* | "What changed since your last look, free days running out, quotes expiring within a day and documents missing for pickups." |
*
* @param {Route_Today_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_today_summary = /** @type {((inputs?: Route_Today_SummaryInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Route_Today_SummaryInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.route_today_summary(inputs)
	if (locale === "en-XA") return __en_xa2.route_today_summary(inputs)
	return __en.route_today_summary(inputs)
});
/**
* | output |
* | --- |
* | "Tracking" |
*
* @param {Route_TrackingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_tracking = /** @type {((inputs?: Route_TrackingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Route_TrackingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.route_tracking(inputs)
	if (locale === "en-XA") return __en_xa2.route_tracking(inputs)
	return __en.route_tracking(inputs)
});
/**
* | output |
* | --- |
* | "Every booked shipment, filtered and sorted; open one for its codes, addresses and tracking messages." |
*
* @param {Route_Tracking_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_tracking_summary = /** @type {((inputs?: Route_Tracking_SummaryInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Route_Tracking_SummaryInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.route_tracking_summary(inputs)
	if (locale === "en-XA") return __en_xa2.route_tracking_summary(inputs)
	return __en.route_tracking_summary(inputs)
});
/**
* | output |
* | --- |
* | "Save" |
*
* @param {SaveInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const save = /** @type {((inputs?: SaveInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<SaveInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.save(inputs)
	if (locale === "en-XA") return __en_xa2.save(inputs)
	return __en.save(inputs)
});
/**
* | output |
* | --- |
* | "Saved." |
*
* @param {Saved_DoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const saved_done = /** @type {((inputs?: Saved_DoneInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Saved_DoneInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.saved_done(inputs)
	if (locale === "en-XA") return __en_xa2.saved_done(inputs)
	return __en.saved_done(inputs)
});
/**
* | output |
* | --- |
* | "Connected" |
*
* @param {Session_ConnectedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_connected = /** @type {((inputs?: Session_ConnectedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Session_ConnectedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.session_connected(inputs)
	if (locale === "en-XA") return __en_xa2.session_connected(inputs)
	return __en.session_connected(inputs)
});
/**
* | output |
* | --- |
* | "in {minutes} min" |
*
* @param {Session_In_MinutesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_in_minutes = /** @type {((inputs: Session_In_MinutesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Session_In_MinutesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.session_in_minutes(inputs)
	if (locale === "en-XA") return __en_xa2.session_in_minutes(inputs)
	return __en.session_in_minutes(inputs)
});
/**
* | output |
* | --- |
* | "in {seconds} s" |
*
* @param {Session_In_SecondsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_in_seconds = /** @type {((inputs: Session_In_SecondsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Session_In_SecondsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.session_in_seconds(inputs)
	if (locale === "en-XA") return __en_xa2.session_in_seconds(inputs)
	return __en.session_in_seconds(inputs)
});
/**
* | output |
* | --- |
* | "Last answer {when}" |
*
* @param {Session_Last_AnswerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_last_answer = /** @type {((inputs: Session_Last_AnswerInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Session_Last_AnswerInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.session_last_answer(inputs)
	if (locale === "en-XA") return __en_xa2.session_last_answer(inputs)
	return __en.session_last_answer(inputs)
});
/**
* | output |
* | --- |
* | "Last worked {when}" |
*
* @param {Session_Last_WorkedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_last_worked = /** @type {((inputs: Session_Last_WorkedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Session_Last_WorkedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.session_last_worked(inputs)
	if (locale === "en-XA") return __en_xa2.session_last_worked(inputs)
	return __en.session_last_worked(inputs)
});
/**
* | output |
* | --- |
* | "next try {when}" |
*
* @param {Session_Next_TryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_next_try = /** @type {((inputs: Session_Next_TryInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Session_Next_TryInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.session_next_try(inputs)
	if (locale === "en-XA") return __en_xa2.session_next_try(inputs)
	return __en.session_next_try(inputs)
});
/**
* | output |
* | --- |
* | "No answer yet in this session" |
*
* @param {Session_No_Answer_YetInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_no_answer_yet = /** @type {((inputs?: Session_No_Answer_YetInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Session_No_Answer_YetInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.session_no_answer_yet(inputs)
	if (locale === "en-XA") return __en_xa2.session_no_answer_yet(inputs)
	return __en.session_no_answer_yet(inputs)
});
/**
* | output |
* | --- |
* | "The service gave no reason." |
*
* @param {Session_No_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_no_reason = /** @type {((inputs?: Session_No_ReasonInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Session_No_ReasonInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.session_no_reason(inputs)
	if (locale === "en-XA") return __en_xa2.session_no_reason(inputs)
	return __en.session_no_reason(inputs)
});
/**
* | output |
* | --- |
* | "Refused" |
*
* @param {Session_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_refused = /** @type {((inputs?: Session_RefusedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Session_RefusedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.session_refused(inputs)
	if (locale === "en-XA") return __en_xa2.session_refused(inputs)
	return __en.session_refused(inputs)
});
/**
* | output |
* | --- |
* | "The service refused the API key or secret." |
*
* @param {Session_Refused_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_refused_reason = /** @type {((inputs?: Session_Refused_ReasonInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Session_Refused_ReasonInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.session_refused_reason(inputs)
	if (locale === "en-XA") return __en_xa2.session_refused_reason(inputs)
	return __en.session_refused_reason(inputs)
});
/**
* | output |
* | --- |
* | "Sign in" |
*
* @param {Session_Sign_InInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_sign_in = /** @type {((inputs?: Session_Sign_InInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Session_Sign_InInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.session_sign_in(inputs)
	if (locale === "en-XA") return __en_xa2.session_sign_in(inputs)
	return __en.session_sign_in(inputs)
});
/**
* | output |
* | --- |
* | "Sign-in failed" |
*
* @param {Session_Sign_In_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_sign_in_failed = /** @type {((inputs?: Session_Sign_In_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Session_Sign_In_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.session_sign_in_failed(inputs)
	if (locale === "en-XA") return __en_xa2.session_sign_in_failed(inputs)
	return __en.session_sign_in_failed(inputs)
});
/**
* | output |
* | --- |
* | "Sign out" |
*
* @param {Session_Sign_OutInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_sign_out = /** @type {((inputs?: Session_Sign_OutInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Session_Sign_OutInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.session_sign_out(inputs)
	if (locale === "en-XA") return __en_xa2.session_sign_out(inputs)
	return __en.session_sign_out(inputs)
});
/**
* | output |
* | --- |
* | "Signed out" |
*
* @param {Session_Signed_OutInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_signed_out = /** @type {((inputs?: Session_Signed_OutInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Session_Signed_OutInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.session_signed_out(inputs)
	if (locale === "en-XA") return __en_xa2.session_signed_out(inputs)
	return __en.session_signed_out(inputs)
});
/**
* | output |
* | --- |
* | "Signing in…" |
*
* @param {Session_Signing_InInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_signing_in = /** @type {((inputs?: Session_Signing_InInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Session_Signing_InInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.session_signing_in(inputs)
	if (locale === "en-XA") return __en_xa2.session_signing_in(inputs)
	return __en.session_signing_in(inputs)
});
/**
* | output |
* | --- |
* | "trying again now…" |
*
* @param {Session_Trying_NowInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_trying_now = /** @type {((inputs?: Session_Trying_NowInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Session_Trying_NowInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.session_trying_now(inputs)
	if (locale === "en-XA") return __en_xa2.session_trying_now(inputs)
	return __en.session_trying_now(inputs)
});
/**
* | output |
* | --- |
* | "Unreachable" |
*
* @param {Session_UnreachableInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_unreachable = /** @type {((inputs?: Session_UnreachableInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Session_UnreachableInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.session_unreachable(inputs)
	if (locale === "en-XA") return __en_xa2.session_unreachable(inputs)
	return __en.session_unreachable(inputs)
});
/**
* | output |
* | --- |
* | "The freight service does not answer." |
*
* @param {Session_Unreachable_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_unreachable_reason = /** @type {((inputs?: Session_Unreachable_ReasonInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Session_Unreachable_ReasonInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.session_unreachable_reason(inputs)
	if (locale === "en-XA") return __en_xa2.session_unreachable_reason(inputs)
	return __en.session_unreachable_reason(inputs)
});
/**
* | output |
* | --- |
* | "could not be read: {reason}. Freight Desk set it aside unchanged when it started, and started with only the Sandbox profile." |
*
* @param {Set_Aside_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const set_aside_body = /** @type {((inputs: Set_Aside_BodyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Set_Aside_BodyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.set_aside_body(inputs)
	if (locale === "en-XA") return __en_xa2.set_aside_body(inputs)
	return __en.set_aside_body(inputs)
});
/**
* | output |
* | --- |
* | "The copy:" |
*
* @param {Set_Aside_CopyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const set_aside_copy = /** @type {((inputs?: Set_Aside_CopyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Set_Aside_CopyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.set_aside_copy(inputs)
	if (locale === "en-XA") return __en_xa2.set_aside_copy(inputs)
	return __en.set_aside_copy(inputs)
});
/**
* | output |
* | --- |
* | "To get your profiles back, quit Freight Desk, repair the copy and rename it to settings.json; or add them again below, with their API keys and secrets." |
*
* @param {Set_Aside_How_BackInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const set_aside_how_back = /** @type {((inputs?: Set_Aside_How_BackInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Set_Aside_How_BackInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.set_aside_how_back(inputs)
	if (locale === "en-XA") return __en_xa2.set_aside_how_back(inputs)
	return __en.set_aside_how_back(inputs)
});
/**
* | output |
* | --- |
* | "The settings file could not be read, so your service profiles are not loaded" |
*
* @param {Set_Aside_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const set_aside_title = /** @type {((inputs?: Set_Aside_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Set_Aside_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.set_aside_title(inputs)
	if (locale === "en-XA") return __en_xa2.set_aside_title(inputs)
	return __en.set_aside_title(inputs)
});
/**
* | output |
* | --- |
* | "Your service profiles were not loaded, and the app started on the Sandbox. The file was kept, unchanged, as" |
*
* @param {Settings_File_Unreadable_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_file_unreadable_body = /** @type {((inputs?: Settings_File_Unreadable_BodyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_File_Unreadable_BodyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.settings_file_unreadable_body(inputs)
	if (locale === "en-XA") return __en_xa2.settings_file_unreadable_body(inputs)
	return __en.settings_file_unreadable_body(inputs)
});
/**
* | output |
* | --- |
* | "Freight Desk could not read its settings file" |
*
* @param {Settings_File_Unreadable_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_file_unreadable_title = /** @type {((inputs?: Settings_File_Unreadable_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_File_Unreadable_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.settings_file_unreadable_title(inputs)
	if (locale === "en-XA") return __en_xa2.settings_file_unreadable_title(inputs)
	return __en.settings_file_unreadable_title(inputs)
});
/**
* | output |
* | --- |
* | "What the service sends is shown all the same; it is not kept to open offline until then." |
*
* @param {Store_Cannot_Save_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_cannot_save_body = /** @type {((inputs?: Store_Cannot_Save_BodyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Store_Cannot_Save_BodyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.store_cannot_save_body(inputs)
	if (locale === "en-XA") return __en_xa2.store_cannot_save_body(inputs)
	return __en.store_cannot_save_body(inputs)
});
/**
* | output |
* | --- |
* | "Freight Desk cannot save to its data folder" |
*
* @param {Store_Cannot_Save_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_cannot_save_title = /** @type {((inputs?: Store_Cannot_Save_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Store_Cannot_Save_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.store_cannot_save_title(inputs)
	if (locale === "en-XA") return __en_xa2.store_cannot_save_title(inputs)
	return __en.store_cannot_save_title(inputs)
});
/**
* | output |
* | --- |
* | "Copied from it into the new store: {what}." |
*
* @param {Store_CopiedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_copied = /** @type {((inputs: Store_CopiedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Store_CopiedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.store_copied(inputs)
	if (locale === "en-XA") return __en_xa2.store_copied(inputs)
	return __en.store_copied(inputs)
});
/**
* | output |
* | --- |
* | "The damaged file, kept unchanged:" |
*
* @param {Store_Damaged_File_KeptInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_damaged_file_kept = /** @type {((inputs?: Store_Damaged_File_KeptInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Store_Damaged_File_KeptInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.store_damaged_file_kept(inputs)
	if (locale === "en-XA") return __en_xa2.store_damaged_file_kept(inputs)
	return __en.store_damaged_file_kept(inputs)
});
/**
* | output |
* | --- |
* | "file path" |
*
* @param {Store_File_PathInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_file_path = /** @type {((inputs?: Store_File_PathInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Store_File_PathInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.store_file_path(inputs)
	if (locale === "en-XA") return __en_xa2.store_file_path(inputs)
	return __en.store_file_path(inputs)
});
/**
* | output |
* | --- |
* | "Could not be rebuilt (only the damaged file held it):" |
*
* @param {Store_Not_RebuiltInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_not_rebuilt = /** @type {((inputs?: Store_Not_RebuiltInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Store_Not_RebuiltInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.store_not_rebuilt(inputs)
	if (locale === "en-XA") return __en_xa2.store_not_rebuilt(inputs)
	return __en.store_not_rebuilt(inputs)
});
/**
* | output |
* | --- |
* | "Nothing was lost that the service cannot give back." |
*
* @param {Store_Nothing_LostInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_nothing_lost = /** @type {((inputs?: Store_Nothing_LostInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Store_Nothing_LostInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.store_nothing_lost(inputs)
	if (locale === "en-XA") return __en_xa2.store_nothing_lost(inputs)
	return __en.store_nothing_lost(inputs)
});
/**
* | output |
* | --- |
* | "Nothing could be read from the damaged file, so whatever it held of these could not be rebuilt:" |
*
* @param {Store_Nothing_ReadableInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_nothing_readable = /** @type {((inputs?: Store_Nothing_ReadableInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Store_Nothing_ReadableInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.store_nothing_readable(inputs)
	if (locale === "en-XA") return __en_xa2.store_nothing_readable(inputs)
	return __en.store_nothing_readable(inputs)
});
/**
* | output |
* | --- |
* | "could not be read ({reason}). The new store is filled again from the service: the shipment list by the sync, other records as you open them." |
*
* @param {Store_Set_Aside_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_set_aside_body = /** @type {((inputs: Store_Set_Aside_BodyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Store_Set_Aside_BodyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.store_set_aside_body(inputs)
	if (locale === "en-XA") return __en_xa2.store_set_aside_body(inputs)
	return __en.store_set_aside_body(inputs)
});
/**
* | output |
* | --- |
* | "The local store was damaged, so Freight Desk set it aside and started a new one" |
*
* @param {Store_Set_Aside_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_set_aside_title = /** @type {((inputs?: Store_Set_Aside_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Store_Set_Aside_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.store_set_aside_title(inputs)
	if (locale === "en-XA") return __en_xa2.store_set_aside_title(inputs)
	return __en.store_set_aside_title(inputs)
});
/**
* | output |
* | --- |
* | "Surcharges" |
*
* @param {SurchargesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const surcharges = /** @type {((inputs?: SurchargesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<SurchargesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.surcharges(inputs)
	if (locale === "en-XA") return __en_xa2.surcharges(inputs)
	return __en.surcharges(inputs)
});
/**
* | output |
* | --- |
* | "Cancel sync" |
*
* @param {Sync_CancelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_cancel = /** @type {((inputs?: Sync_CancelInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_CancelInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.sync_cancel(inputs)
	if (locale === "en-XA") return __en_xa2.sync_cancel(inputs)
	return __en.sync_cancel(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Checking {shown} shipment…" |
* | * | "Checking {shown} shipments…" |
*
* @param {Sync_Checking_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_checking_count = /** @type {((inputs: Sync_Checking_CountInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Checking_CountInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.sync_checking_count(inputs)
	if (locale === "en-XA") return __en_xa2.sync_checking_count(inputs)
	return __en.sync_checking_count(inputs)
});
/**
* | output |
* | --- |
* | "Checking the shipment list…" |
*
* @param {Sync_Checking_ListInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_checking_list = /** @type {((inputs?: Sync_Checking_ListInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Checking_ListInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.sync_checking_list(inputs)
	if (locale === "en-XA") return __en_xa2.sync_checking_list(inputs)
	return __en.sync_checking_list(inputs)
});
/**
* | output |
* | --- |
* | "The desk keeps each profile's shipments, quotes and documents in a local store and syncs it with the service." |
*
* @param {Sync_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_description = /** @type {((inputs?: Sync_DescriptionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_DescriptionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.sync_description(inputs)
	if (locale === "en-XA") return __en_xa2.sync_description(inputs)
	return __en.sync_description(inputs)
});
/**
* | output |
* | --- |
* | "Asking the service for the shipment list…" |
*
* @param {Sync_FetchingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_fetching = /** @type {((inputs?: Sync_FetchingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_FetchingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.sync_fetching(inputs)
	if (locale === "en-XA") return __en_xa2.sync_fetching(inputs)
	return __en.sync_fetching(inputs)
});
/**
* | output |
* | --- |
* | "The shipments stored before are kept." |
*
* @param {Sync_Kept_BeforeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_kept_before = /** @type {((inputs?: Sync_Kept_BeforeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Kept_BeforeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.sync_kept_before(inputs)
	if (locale === "en-XA") return __en_xa2.sync_kept_before(inputs)
	return __en.sync_kept_before(inputs)
});
/**
* | output |
* | --- |
* | "Last sync cancelled {when}." |
*
* @param {Sync_Last_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_last_cancelled = /** @type {((inputs: Sync_Last_CancelledInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Last_CancelledInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.sync_last_cancelled(inputs)
	if (locale === "en-XA") return __en_xa2.sync_last_cancelled(inputs)
	return __en.sync_last_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "Last sync failed {when}: {message}." |
*
* @param {Sync_Last_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_last_failed = /** @type {((inputs: Sync_Last_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Last_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.sync_last_failed(inputs)
	if (locale === "en-XA") return __en_xa2.sync_last_failed(inputs)
	return __en.sync_last_failed(inputs)
});
/**
* | output |
* | --- |
* | "Minutes between syncs" |
*
* @param {Sync_MinutesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_minutes = /** @type {((inputs?: Sync_MinutesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_MinutesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.sync_minutes(inputs)
	if (locale === "en-XA") return __en_xa2.sync_minutes(inputs)
	return __en.sync_minutes(inputs)
});
/**
* | output |
* | --- |
* | "Never synced" |
*
* @param {Sync_NeverInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_never = /** @type {((inputs?: Sync_NeverInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_NeverInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.sync_never(inputs)
	if (locale === "en-XA") return __en_xa2.sync_never(inputs)
	return __en.sync_never(inputs)
});
/**
* | output |
* | --- |
* | "Nothing was stored yet." |
*
* @param {Sync_Nothing_StoredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_nothing_stored = /** @type {((inputs?: Sync_Nothing_StoredInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Nothing_StoredInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.sync_nothing_stored(inputs)
	if (locale === "en-XA") return __en_xa2.sync_nothing_stored(inputs)
	return __en.sync_nothing_stored(inputs)
});
/**
* | output |
* | --- |
* | "Sync now" |
*
* @param {Sync_NowInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_now = /** @type {((inputs?: Sync_NowInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_NowInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.sync_now(inputs)
	if (locale === "en-XA") return __en_xa2.sync_now(inputs)
	return __en.sync_now(inputs)
});
/**
* | output |
* | --- |
* | "Sync of the shipment list" |
*
* @param {Sync_Progress_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_progress_label = /** @type {((inputs?: Sync_Progress_LabelInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Progress_LabelInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.sync_progress_label(inputs)
	if (locale === "en-XA") return __en_xa2.sync_progress_label(inputs)
	return __en.sync_progress_label(inputs)
});
/**
* | output |
* | --- |
* | "Could not read the sync settings" |
*
* @param {Sync_Read_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_read_failed = /** @type {((inputs?: Sync_Read_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Read_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.sync_read_failed(inputs)
	if (locale === "en-XA") return __en_xa2.sync_read_failed(inputs)
	return __en.sync_read_failed(inputs)
});
/**
* | output |
* | --- |
* | "Could not save the sync settings" |
*
* @param {Sync_Save_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_save_failed = /** @type {((inputs?: Sync_Save_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Save_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.sync_save_failed(inputs)
	if (locale === "en-XA") return __en_xa2.sync_save_failed(inputs)
	return __en.sync_save_failed(inputs)
});
/**
* | output |
* | --- |
* | "Sync settings" |
*
* @param {Sync_Settings_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_settings_label = /** @type {((inputs?: Sync_Settings_LabelInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Settings_LabelInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.sync_settings_label(inputs)
	if (locale === "en-XA") return __en_xa2.sync_settings_label(inputs)
	return __en.sync_settings_label(inputs)
});
/**
* | output |
* | --- |
* | "Sync state not known yet" |
*
* @param {Sync_State_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_state_unknown = /** @type {((inputs?: Sync_State_UnknownInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_State_UnknownInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.sync_state_unknown(inputs)
	if (locale === "en-XA") return __en_xa2.sync_state_unknown(inputs)
	return __en.sync_state_unknown(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Stored {shown} shipment" |
* | * | "Stored {shown} shipments" |
*
* @param {Sync_Stored_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_stored_count = /** @type {((inputs: Sync_Stored_CountInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Stored_CountInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.sync_stored_count(inputs)
	if (locale === "en-XA") return __en_xa2.sync_stored_count(inputs)
	return __en.sync_stored_count(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Stored {done} of {shown} shipment" |
* | * | "Stored {done} of {shown} shipments" |
*
* @param {Sync_Stored_OfInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_stored_of = /** @type {((inputs: Sync_Stored_OfInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Stored_OfInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.sync_stored_of(inputs)
	if (locale === "en-XA") return __en_xa2.sync_stored_of(inputs)
	return __en.sync_stored_of(inputs)
});
/**
* | output |
* | --- |
* | "Synced {when}" |
*
* @param {Sync_SyncedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_synced = /** @type {((inputs: Sync_SyncedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_SyncedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.sync_synced(inputs)
	if (locale === "en-XA") return __en_xa2.sync_synced(inputs)
	return __en.sync_synced(inputs)
});
/**
* | output |
* | --- |
* | "Syncing…" |
*
* @param {Sync_SyncingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_syncing = /** @type {((inputs?: Sync_SyncingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_SyncingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.sync_syncing(inputs)
	if (locale === "en-XA") return __en_xa2.sync_syncing(inputs)
	return __en.sync_syncing(inputs)
});
/**
* | output |
* | --- |
* | "Sync" |
*
* @param {Sync_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_title = /** @type {((inputs?: Sync_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.sync_title(inputs)
	if (locale === "en-XA") return __en_xa2.sync_title(inputs)
	return __en.sync_title(inputs)
});
/**
* | output |
* | --- |
* | "Could not reach the sync: {message}" |
*
* @param {Sync_UnreachableInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_unreachable = /** @type {((inputs: Sync_UnreachableInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_UnreachableInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.sync_unreachable(inputs)
	if (locale === "en-XA") return __en_xa2.sync_unreachable(inputs)
	return __en.sync_unreachable(inputs)
});
/**
* | output |
* | --- |
* | "New" |
*
* @param {Timeline_NewInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const timeline_new = /** @type {((inputs?: Timeline_NewInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Timeline_NewInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.timeline_new(inputs)
	if (locale === "en-XA") return __en_xa2.timeline_new(inputs)
	return __en.timeline_new(inputs)
});
/**
* | output |
* | --- |
* | "Time not given" |
*
* @param {Timeline_Time_Not_GivenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const timeline_time_not_given = /** @type {((inputs?: Timeline_Time_Not_GivenInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Timeline_Time_Not_GivenInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.timeline_time_not_given(inputs)
	if (locale === "en-XA") return __en_xa2.timeline_time_not_given(inputs)
	return __en.timeline_time_not_given(inputs)
});
/**
* | output |
* | --- |
* | "Go to…" |
*
* @param {Topbar_Go_ToInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const topbar_go_to = /** @type {((inputs?: Topbar_Go_ToInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Topbar_Go_ToInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.topbar_go_to(inputs)
	if (locale === "en-XA") return __en_xa2.topbar_go_to(inputs)
	return __en.topbar_go_to(inputs)
});
/**
* | output |
* | --- |
* | "Agency" |
*
* @param {Tracking_Col_AgencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_col_agency = /** @type {((inputs?: Tracking_Col_AgencyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Col_AgencyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.tracking_col_agency(inputs)
	if (locale === "en-XA") return __en_xa2.tracking_col_agency(inputs)
	return __en.tracking_col_agency(inputs)
});
/**
* | output |
* | --- |
* | "Code" |
*
* @param {Tracking_Col_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_col_code = /** @type {((inputs?: Tracking_Col_CodeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Col_CodeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.tracking_col_code(inputs)
	if (locale === "en-XA") return __en_xa2.tracking_col_code(inputs)
	return __en.tracking_col_code(inputs)
});
/**
* | output |
* | --- |
* | "Delivery" |
*
* @param {Tracking_Col_DeliveryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_col_delivery = /** @type {((inputs?: Tracking_Col_DeliveryInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Col_DeliveryInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.tracking_col_delivery(inputs)
	if (locale === "en-XA") return __en_xa2.tracking_col_delivery(inputs)
	return __en.tracking_col_delivery(inputs)
});
/**
* | output |
* | --- |
* | "Free time" |
*
* @param {Tracking_Col_Free_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_col_free_time = /** @type {((inputs?: Tracking_Col_Free_TimeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Col_Free_TimeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.tracking_col_free_time(inputs)
	if (locale === "en-XA") return __en_xa2.tracking_col_free_time(inputs)
	return __en.tracking_col_free_time(inputs)
});
/**
* | output |
* | --- |
* | "Pickup" |
*
* @param {Tracking_Col_PickupInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_col_pickup = /** @type {((inputs?: Tracking_Col_PickupInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Col_PickupInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.tracking_col_pickup(inputs)
	if (locale === "en-XA") return __en_xa2.tracking_col_pickup(inputs)
	return __en.tracking_col_pickup(inputs)
});
/**
* | output |
* | --- |
* | "Price" |
*
* @param {Tracking_Col_PriceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_col_price = /** @type {((inputs?: Tracking_Col_PriceInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Col_PriceInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.tracking_col_price(inputs)
	if (locale === "en-XA") return __en_xa2.tracking_col_price(inputs)
	return __en.tracking_col_price(inputs)
});
/**
* | output |
* | --- |
* | "Route" |
*
* @param {Tracking_Col_RouteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_col_route = /** @type {((inputs?: Tracking_Col_RouteInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Col_RouteInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.tracking_col_route(inputs)
	if (locale === "en-XA") return __en_xa2.tracking_col_route(inputs)
	return __en.tracking_col_route(inputs)
});
/**
* | output |
* | --- |
* | "Status" |
*
* @param {Tracking_Col_StatusInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_col_status = /** @type {((inputs?: Tracking_Col_StatusInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Col_StatusInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.tracking_col_status(inputs)
	if (locale === "en-XA") return __en_xa2.tracking_col_status(inputs)
	return __en.tracking_col_status(inputs)
});
/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Try_AgainInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const try_again = /** @type {((inputs?: Try_AgainInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Try_AgainInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.try_again(inputs)
	if (locale === "en-XA") return __en_xa2.try_again(inputs)
	return __en.try_again(inputs)
});